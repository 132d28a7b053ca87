import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useErrorMessage } from '@/lib/i18n/error-messages';
import { ApiError } from '@/lib/api-client';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { useLookUpCommentStatus } from '../api/look-up-comment-status';
import { receiptCodeFromFragment } from '../receipt-code';
import { CommentStatusResult } from './comment-status-result';
import { ReceiptCodeForm } from './receipt-code-form';

/**
 * Comment status (/comment-status): a visitor types the receipt code of a
 * comment they sent and sees whether it arrived and was published, what they wrote, and the
 * filing it is about. A receipt link brings the code in the address's fragment: it fills the
 * field and is then taken out of the address, so it lingers in no address bar.
 */
export function CommentStatusPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [initialCode] = useState(() => receiptCodeFromFragment(location.hash) ?? '');
  const lookup = useLookUpCommentStatus();
  const { t } = useTranslation('commentStatus');
  const errorMessage = useErrorMessage();
  const codeError =
    lookup.error instanceof ApiError && lookup.error.field === 'code' ? errorMessage(lookup.error) : null;

  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, hash: '' }, { replace: true });
    // Once, on arrival: the fragment read above is the one to take away.
  }, []);

  return (
    <div className="margin-y-4">
      <h1>{t('page.heading')}</h1>
      <div className="usa-prose">
        <p className="usa-intro">{t('page.intro')}</p>
        <p>{t('page.instructions')}</p>
      </div>
      <ReceiptCodeForm
        initialCode={initialCode}
        onLookUp={(code) => lookup.mutate({ code })}
        isLooking={lookup.isPending}
        codeError={codeError}
      />
      {lookup.isError && !codeError && <LookupRefusal error={lookup.error} />}
      {lookup.isSuccess && <CommentStatusResult status={lookup.data} />}
    </div>
  );
}

/**
 * Why the lookup failed: the server's own words for a refusal the visitor can act on (no such
 * code, too many lookups), SPEC 8's generic message for anything else.
 */
function LookupRefusal({ error }: { error: Error }) {
  const { t } = useTranslation('commentStatus');
  const errorMessage = useErrorMessage();
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return <ErrorAlert title={t('page.errorTitle')} message={t('page.errorMessage')} />;
  }
  const title = t(error.status === 404 ? 'page.noComment' : error.status === 429 ? 'page.wait' : 'page.error');
  return <ErrorAlert title={title} message={errorMessage(error)} />;
}
