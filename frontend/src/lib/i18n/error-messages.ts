import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, describeError } from '@/lib/api-client';
import { useFormats } from './formats';

/**
 * A failed call's message in the language shown. English shows the server's own message, exactly
 * as SPEC 8 and the API write it. Another language translates the answer's stable `messageCode`
 * (`errors:server.{messageCode}`, with its `messageParams`; a parameter named '…On' is a calendar
 * date, and `status`, a filing's English display status, is read through `errors:status.*`,
 * staying as sent when unknown), else its `code` (`errors:code.{code}`), else the HTTP status class; the English message
 * is the last resort, never a blank.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation('errors');
  const formats = useFormats();
  return useCallback(
    (error: unknown) => {
      if (i18n.language === 'en') return describeError(error);
      if (!(error instanceof ApiError)) return t('code.internal');
      const shown = (name: string, value: string | number): string | number => {
        if (typeof value !== 'string') return value;
        if (name.endsWith('On')) return formats.isoDate(value);
        const status = `status.${value}`;
        return name === 'status' && i18n.exists(status, { ns: 'errors' }) ? String(t(status)) : value;
      };
      const params = Object.fromEntries(
        Object.entries(error.messageParams).map(([name, value]) => [name, shown(name, value)]),
      );
      const candidates = [
        error.messageCode ? `server.${error.messageCode}` : null,
        `code.${error.code}`,
        error.status >= 500 ? 'code.internal' : null,
      ];
      const key = candidates.find((candidate) => candidate !== null && i18n.exists(candidate, { ns: 'errors' }));
      return key ? t(key, params) : error.message;
    },
    [t, i18n, formats],
  );
}
