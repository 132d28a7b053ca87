import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useFormats } from '@/lib/i18n/formats';
import { apiUrl } from '@/lib/api-client';
import type { OpenDataFile, OpenDataset } from '../types';
import { ColumnDictionary } from './column-dictionary';
import { useDatasetText } from './dataset-text';
import styles from './open-data.module.css';

const FORMAT_NAMES: Record<string, string> = { csv: 'CSV', json: 'JSON' };

const formatName = (file: OpenDataFile) => FORMAT_NAMES[file.format] ?? file.format.toUpperCase();

/** A title inside a sentence: 'Rate filings' reads 'rate filings'; 'SERFF filings' stays as it is. */
const inSentence = (title: string) => (/^\p{Lu}\p{Ll}/u.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title);

/** One data set of the open data: what it holds, its files to download, and its columns. */
export function DatasetSection({ dataset }: { dataset: OpenDataset }) {
  const { t } = useTranslation('openData');
  const formats = useFormats();
  const text = useDatasetText();
  const headingId = useId();
  const title = text.title(dataset);
  return (
    <section aria-labelledby={headingId} className={styles.dataset}>
      <h2 id={headingId}>{title}</h2>
      <p className="usa-prose">{text.description(dataset)}</p>
      <ul className={`usa-list usa-list--unstyled ${styles.facts}`}>
        <li>{t('dataset.rows', { count: dataset.rows, rows: formats.number(dataset.rows) })}</li>
        <li>
          {dataset.lastUpdated === null ? (
            t('dataset.notYetUpdated')
          ) : (
            <Trans
              t={t}
              i18nKey="dataset.lastUpdated"
              values={{ date: formats.timestampDate(dataset.lastUpdated) }}
              components={[<time key="date" dateTime={dataset.lastUpdated} />]}
            />
          )}
        </li>
      </ul>
      <ul className={`usa-list usa-list--unstyled ${styles.downloads}`}>
        {dataset.files.map((file) => (
          <li key={file.path}>
            {/* Visibly 'Download CSV (1.2 MB)'; read as 'Download rate filings as CSV (1.2 MB)'. */}
            <a href={apiUrl(file.path)} download className={`usa-link ${styles.download}`}>
              <Trans
                t={t}
                i18nKey="dataset.download"
                values={{ title: inSentence(title), format: formatName(file), size: formats.fileSize(file.bytes) }}
                components={[<span key="hidden" className="usa-sr-only" />]}
              />
            </a>
          </li>
        ))}
      </ul>
      <ColumnDictionary datasetId={dataset.id} datasetTitle={title} columns={dataset.columns} />
    </section>
  );
}
