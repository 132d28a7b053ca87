import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  FilingStatusCode,
  GroupMarketTypeCode,
  MarketTypeCode,
  StateStatus,
  TypeOfInsuranceCode,
} from '@/lib/api/public-api';

/**
 * Values the server names by a stable code beside its English text (a filing's status, a type of
 * insurance, a market, a kind of group), in the language chosen: the catalogues hold one text per
 * code (`ui:filingStatus.*`, `ui:insuranceType.*`, `ui:marketType.*`, `ui:groupMarketType.*`). A
 * value without a code is one this site does not know (a status or a rate-filing system type
 * added later) and is shown as sent.
 */
export type CodedText = {
  /** A filing's status, e.g. 'Under Review'. */
  filingStatus: (status: Pick<StateStatus, 'displayStatus' | 'statusCode'>) => string;
  /** The description of a status's badge; null when the server sends none. */
  filingStatusPopover: (status: Pick<StateStatus, 'popover' | 'statusCode'>) => string | null;
  /**
   * A type of insurance, from its name and code as the server sends them: in English the name as
   * stored (an import may rename a type), in another language the catalogue's text for the code.
   */
  typeOfInsurance: (name: string, code: TypeOfInsuranceCode | null | undefined) => string;
  /**
   * A filing's market type or group market size ('Small Group'), from its text and code as the
   * server sends them: in English the text as stored, in another language the catalogue's text
   * for the code. Null (shown as not provided) when the filing leaves it empty.
   */
  marketType: (text: string | null | undefined, code: MarketTypeCode | null | undefined) => string | null;
  /** A group filing's market type ('Employer'), as {@link CodedText.marketType} shows a market. */
  groupMarketType: (text: string | null | undefined, code: GroupMarketTypeCode | null | undefined) => string | null;
};

/** The `ui` catalogue's key of each code's text (value-codes.test checks every code has one). */
const filingStatusKey = (code: FilingStatusCode) => `filingStatus.${code}` as const;
const filingStatusDescriptionKey = (code: FilingStatusCode) => `filingStatusDescription.${code}` as const;
const typeOfInsuranceKey = (code: TypeOfInsuranceCode) => `insuranceType.${code}` as const;
const marketTypeKey = (code: MarketTypeCode) => `marketType.${code}` as const;
const groupMarketTypeKey = (code: GroupMarketTypeCode) => `groupMarketType.${code}` as const;

/** {@link CodedText} in the language chosen. */
export function useCodedText(): CodedText {
  const { t, i18n } = useTranslation('ui');
  const english = (i18n.resolvedLanguage ?? i18n.language).startsWith('en');
  return useMemo(
    () => ({
      filingStatus: ({ displayStatus, statusCode }) => (statusCode ? t(filingStatusKey(statusCode)) : displayStatus),
      // The server says whether a status has a description; a code without one in the
      // catalogues keeps the server's English rather than showing a key.
      filingStatusPopover: ({ popover, statusCode }) =>
        popover && statusCode ? t(filingStatusDescriptionKey(statusCode), { defaultValue: popover }) : popover ?? null,
      typeOfInsurance: (name, code) => (code && !english ? t(typeOfInsuranceKey(code)) : name),
      marketType: (text, code) => {
        if (!text?.trim()) return null;
        return code && !english ? t(marketTypeKey(code)) : text;
      },
      groupMarketType: (text, code) => {
        if (!text?.trim()) return null;
        return code && !english ? t(groupMarketTypeKey(code)) : text;
      },
    }),
    [t, english],
  );
}
