import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats, type Formats } from '@/lib/i18n/formats';
import { isoDateOfUsDate } from '@/lib/us-date';
import { paths } from '@/lib/paths';
import { FactList } from '@/lib/ui/fact-list';
import type { CommentPeriod, CommentStatus, CommentStatusFiling } from '../types';
import { CommentStateTag, StateExplanation } from './comment-state-tag';
import styles from './comment-status.module.css';

type CommentStatusResultProps = {
  status: CommentStatus;
};

/**
 * What became of the comment: its state in words with a tag, when it arrived, the filing with
 * a link to its Rate Page (while the filing is public) and its comment period, and the text as
 * sent. Focus moves to its heading when it appears, so the answer is read next.
 */
export function CommentStatusResult({ status }: CommentStatusResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [status]);
  const { filing } = status;
  const { t } = useTranslation('commentStatus');
  const formats = useFormats();

  return (
    <section aria-labelledby="comment-status-result" className="margin-top-5">
      <h2 id="comment-status-result" ref={headingRef} tabIndex={-1}>
        {t('result.heading')}
      </h2>
      <FactList
        facts={[
          {
            term: t('result.status'),
            value: (
              <>
                <CommentStateTag state={status.state} label={status.stateDesc} />
                <span className={styles.explanation}>
                  <StateExplanation state={status.state} />
                </span>
              </>
            ),
          },
          { term: t('result.received'), value: formats.isoDate(isoDateOfUsDate(status.dateCreatedAsString)) },
          { term: t('result.filing'), value: filing ? <FilingLink filing={filing} /> : t('result.notListed') },
          ...(filing ? [{ term: t('result.commentPeriod'), value: periodText(filing.commentPeriod, t, formats) }] : []),
        ]}
      />
      <h3>{t('result.whatYouWrote')}</h3>
      {/* Text as typed: React escapes it; line breaks are kept. */}
      <p className={styles.text}>{status.commentary}</p>
    </section>
  );
}

function FilingLink({ filing }: { filing: CommentStatusFiling }) {
  const { t } = useTranslation('commentStatus');
  return (
    <Trans
      t={t}
      i18nKey="result.filingLink"
      values={{ companyName: filing.companyName, productName: filing.productName, trackingNumber: filing.filingSerffTrackNum }}
      components={{ ratePageLink: <Link to={paths.ratePage.href(filing)} className="usa-link" /> }}
    />
  );
}

/** The filing's comment period, as the Rate Page words it (SPEC 9). */
function periodText({ open, closesOn }: CommentPeriod, t: TFunction<'commentStatus'>, formats: Formats): string {
  if (!closesOn) return t('result.periodNoLongerSubmitted');
  const date = formats.isoDate(closesOn);
  return open ? t('result.periodOpenUntil', { date }) : t('result.periodClosedOn', { date });
}
