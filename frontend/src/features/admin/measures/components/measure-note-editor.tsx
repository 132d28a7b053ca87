import { useRef, useState } from 'react';
import { Alert, Button } from '@trussworks/react-uswds';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { useQualityMeasure } from '../api/get-quality-measure';
import { useSpanishQualityMeasure } from '../api/spanish-quality-measure';
import { QualityMeasuresDialog } from './quality-measures-dialog';
import { QualityMeasuresPreview } from './quality-measures-preview';
import styles from './measure-note-editor.module.css';
import { useReturnFocus } from '@/lib/ui/use-return-focus';

type MeasureNoteEditorProps = {
  /** Who to call when a save fails (site profile `supportDesk`). */
  supportDesk: string;
};

/**
 * The Measure Note Editor (SPEC 2.14): 'Loading...' until the note and link (and their Spanish
 * versions) are in, then the heading with Edit and the 'Quality Measures' card as
 * visitors see it.
 */
export function MeasureNoteEditor({ supportDesk }: MeasureNoteEditorProps) {
  const english = useQualityMeasure();
  const spanish = useSpanishQualityMeasure();
  const measure = {
    isPending: english.isPending || spanish.isPending,
    isError: english.isError || spanish.isError,
    isSuccess: english.isSuccess && spanish.isSuccess,
  };
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  useReturnFocus(editing, editButtonRef);

  return (
    <div className="margin-y-4">
      <div className={styles.heading}>
        <h1 className="margin-0">Quality Measures Section</h1>
        {measure.isSuccess && (
          <Button
            type="button"
            ref={editButtonRef}
            aria-haspopup="dialog"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            Edit
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {saved && (
          <Alert type="success" headingLevel="h2" heading="Saved" slim className="margin-bottom-3">
            The quality measures section was saved.
          </Alert>
        )}
      </div>
      {measure.isPending && <p role="status">Loading...</p>}
      {measure.isError && <ErrorAlert title="Something went wrong" message="An error occurred. Please try again later." />}
      {english.isSuccess && <QualityMeasuresPreview {...english.data} />}
      {editing && english.isSuccess && spanish.isSuccess && (
        <QualityMeasuresDialog
          initial={{ ...english.data, spanish: spanish.data }}
          supportDesk={supportDesk}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      )}
    </div>
  );
}
