import { useId } from 'react';
import { apiUrl } from '@/lib/api-client';
import { formatFileSize, formatTimestampDate } from '@/lib/format';
import type { OpenDataFile, OpenDataset } from '../types';
import { ColumnDictionary } from './column-dictionary';
import styles from './open-data.module.css';

const FORMAT_NAMES: Record<string, string> = { csv: 'CSV', json: 'JSON' };

const formatName = (file: OpenDataFile) => FORMAT_NAMES[file.format] ?? file.format.toUpperCase();

const rowCount = (rows: number) => `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`;

/** A title inside a sentence: 'Rate filings' reads 'rate filings'; 'SERFF filings' stays as it is. */
const inSentence = (title: string) => (/^\p{Lu}\p{Ll}/u.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title);

/** One data set of the open data: what it holds, its files to download, and its columns. */
export function DatasetSection({ dataset }: { dataset: OpenDataset }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.dataset}>
      <h2 id={headingId}>{dataset.title}</h2>
      <p className="usa-prose">{dataset.description}</p>
      <ul className={`usa-list usa-list--unstyled ${styles.facts}`}>
        <li>{rowCount(dataset.rows)}</li>
        <li>
          {dataset.lastUpdated === null ? (
            'Not yet updated'
          ) : (
            <>
              Last updated <time dateTime={dataset.lastUpdated}>{formatTimestampDate(dataset.lastUpdated)}</time>
            </>
          )}
        </li>
      </ul>
      <ul className={`usa-list usa-list--unstyled ${styles.downloads}`}>
        {dataset.files.map((file) => (
          <li key={file.path}>
            {/* Visibly 'Download CSV (1.2 MB)'; read as 'Download rate filings as CSV (1.2 MB)'. */}
            <a href={apiUrl(file.path)} download className={`usa-link ${styles.download}`}>
              Download <span className="usa-sr-only">{inSentence(dataset.title)} as</span> {formatName(file)} (
              {formatFileSize(file.bytes)})
            </a>
          </li>
        ))}
      </ul>
      <ColumnDictionary datasetTitle={dataset.title} columns={dataset.columns} />
    </section>
  );
}
