import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styles from './file-type-icon.module.css';

/** The kinds of file SPEC 2.9 gives an icon of its own; anything else gets the generic one. */
type FileKind = 'pdf' | 'spreadsheet' | 'other';

/** Excel workbooks in any of their extensions (the server lists xlsm; SPEC 2.9 names 'xls'). */
const SPREADSHEET_EXTENSIONS = new Set(['xls', 'xlsx', 'xlsm', 'xlsb']);

export function fileKindOf(fileExtension: string): FileKind {
  const extension = fileExtension.trim().replace(/^\./, '').toLowerCase();
  if (extension === 'pdf') return 'pdf';
  return SPREADSHEET_EXTENSIONS.has(extension) ? 'spreadsheet' : 'other';
}

/** What a screen reader says in place of the icon, in the language of `t` (namespace `ui`). */
export function fileKindLabel(fileExtension: string, t: TFunction<'ui'>): string {
  switch (fileKindOf(fileExtension)) {
    case 'pdf':
      return t('fileType.pdf');
    case 'spreadsheet':
      return t('fileType.spreadsheet');
    default: {
      const extension = fileExtension.trim().replace(/^\./, '').toUpperCase();
      return extension ? t('fileType.other', { extension }) : t('fileType.unknown');
    }
  }
}

/** The badge text drawn on the icon. */
const ICON_TEXT: Record<FileKind, string | null> = { pdf: 'PDF', spreadsheet: 'XLS', other: null };

type FileTypeIconProps = {
  fileExtension: string;
};

/**
 * SPEC 2.9 'File Type': a page-shaped icon, red with 'PDF' for PDF documents, green
 * with 'XLS' for spreadsheets, plain for anything else. Inline SVG (the site's CSP allows
 * no `data:` images), hidden from screen readers, which hear the file kind as text instead.
 */
export function FileTypeIcon({ fileExtension }: FileTypeIconProps) {
  const { t } = useTranslation('ui');
  const kind = fileKindOf(fileExtension);
  const text = ICON_TEXT[kind];
  return (
    <span className={styles.fileType}>
      <svg className={`${styles.icon} ${styles[kind]}`} viewBox="0 0 32 40" aria-hidden="true" focusable="false">
        {/* A sheet of paper with its top-right corner folded. */}
        <path className={styles.sheet} d="M3 1h18l8 8v28a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2z" />
        <path className={styles.fold} d="M21 1v8h8" />
        {text ? (
          <>
            <rect className={styles.band} x="0" y="19" width="26" height="12" rx="1.5" />
            <text className={styles.bandText} x="13" y="28.3" textAnchor="middle">
              {text}
            </text>
          </>
        ) : (
          <path className={styles.lines} d="M7 17h16M7 22h16M7 27h16M7 32h10" />
        )}
      </svg>
      <span className="usa-sr-only">{fileKindLabel(fileExtension, t)}</span>
    </span>
  );
}
