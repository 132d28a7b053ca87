import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, ButtonGroup, FormGroup, Label, Textarea, TextInput } from '@trussworks/react-uswds';
import { isSafeExternalUrl } from '@/lib/links';
import { DialogFooter } from '@/lib/ui/dialog-footer';
import { ModalDialog } from '@/lib/ui/modal-dialog';
import { useSaveQualityMeasure } from '../api/save-quality-measure';
import { LINK_MAX_LENGTH, NOTE_MAX_LENGTH, type QualityMeasure } from '../types';
import styles from './quality-measures-dialog.module.css';

type QualityMeasuresDialogProps = {
  /** The stored note and link, the fields' starting values. */
  initial: QualityMeasure;
  /** Who to call when a save fails (site profile `supportDesk`), for SPEC 8's message. */
  supportDesk: string;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * 'Edit Quality Measures Section' (SPEC 2.14): the Note and Link, kept as typed, and Save,
 * which sends each only when it is not empty (SPEC 5.4). A failed save keeps the dialog open
 * with what was typed, under SPEC 8's message.
 */
export function QualityMeasuresDialog({ initial, supportDesk, onClose, onSaved }: QualityMeasuresDialogProps) {
  const [note, setNote] = useState(initial.note);
  const [link, setLink] = useState(initial.link);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const save = useSaveQualityMeasure();
  const id = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const introId = `${id}-intro`;
  const noteHintId = `${id}-note-hint`;
  const linkHintId = `${id}-link-hint`;
  const linkErrorId = `${id}-link-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    // The server takes only http(s) addresses; say so here rather than fail the save.
    if (link.trim() !== '' && !isSafeExternalUrl(link.trim())) {
      setLinkProblem('Enter the report’s full address, starting with https:// or http://.');
      linkRef.current?.focus();
      return;
    }
    setLinkProblem(null);
    save.mutate({ note, link }, { onSuccess: onSaved });
  };

  return (
    <ModalDialog title="Edit Quality Measures Section" onClose={onClose} initialFocus={noteRef} describedBy={introId}>
      <p id={introId}>This text will appear in the section.</p>
      <form onSubmit={submit} noValidate className={styles.form}>
        <FormGroup>
          <Label htmlFor={`${id}-note`}>Note</Label>
          <span className="usa-hint" id={noteHintId}>
            Left empty, the stored note stays as it is.
          </span>
          <Textarea
            id={`${id}-note`}
            name="note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={NOTE_MAX_LENGTH}
            aria-describedby={noteHintId}
            inputRef={noteRef}
            className={styles.note}
          />
        </FormGroup>
        <FormGroup error={linkProblem !== null}>
          <Label htmlFor={`${id}-link`}>Link</Label>
          <span className="usa-hint" id={linkHintId}>
            The report’s address, opened by See Report. Left empty, the stored link stays as it is.
          </span>
          {linkProblem && (
            <span className="usa-error-message" id={linkErrorId} role="alert">
              {linkProblem}
            </span>
          )}
          <TextInput
            ref={linkRef}
            id={`${id}-link`}
            name="link"
            type="url"
            value={link}
            onChange={(event) => {
              setLink(event.target.value);
              setLinkProblem(null);
            }}
            maxLength={LINK_MAX_LENGTH}
            validationStatus={linkProblem ? 'error' : undefined}
            aria-invalid={linkProblem !== null || undefined}
            aria-describedby={linkProblem ? `${linkHintId} ${linkErrorId}` : linkHintId}
          />
        </FormGroup>
        <DialogFooter
          error={
            save.isError
              ? `There was an error trying to save the quality measure and link. Please try again or call ${supportDesk}.`
              : null
          }
          errorTitle="Something went wrong"
          status={save.isPending ? 'Saving the section…' : null}
        >
          <ButtonGroup>
            <Button type="submit">Save</Button>
            <Button type="button" outline onClick={onClose}>
              Close
            </Button>
          </ButtonGroup>
        </DialogFooter>
      </form>
    </ModalDialog>
  );
}
