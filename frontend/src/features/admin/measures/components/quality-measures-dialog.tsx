import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button, ButtonGroup, FormGroup, Label, Textarea } from '@trussworks/react-uswds';
import { isSafeExternalUrl } from '@/lib/links';
import { DialogFooter } from '@/lib/ui/dialog-footer';
import { ModalDialog } from '@/lib/ui/modal-dialog';
import { useSaveQualityMeasure } from '../api/save-quality-measure';
import { NOTE_MAX_LENGTH, type QualityMeasureSection } from '../types';
import { MeasureLinkField } from './measure-link-field';
import styles from './quality-measures-dialog.module.css';

type QualityMeasuresDialogProps = {
  /** The stored note and link, in English and in Spanish: the fields' starting values. */
  initial: QualityMeasureSection;
  /** Who to call when a save fails (site profile `supportDesk`), for SPEC 8's message. */
  supportDesk: string;
  onClose: () => void;
  onSaved: () => void;
};

const LINK_PROBLEM = 'Enter the report’s full address, starting with https:// or http://.';

/** Whether `link` can be saved: empty, or an http(s) address (the server takes nothing else). */
const savable = (link: string) => link.trim() === '' || isSafeExternalUrl(link.trim());

/** A link field's change: the new text, and its problem gone until the next Save. */
const retyped = (setLink: (link: string) => void, setProblem: (problem: null) => void) => (link: string) => {
  setLink(link);
  setProblem(null);
};

/**
 * 'Edit Quality Measures Section' (SPEC 2.14): the Note and Link, kept as typed, and Save,
 * which sends each only when it is not empty (SPEC 5.4); beside them the optional Spanish note
 * and link, which Spanish readers see instead when given. A failed save keeps the
 * dialog open with what was typed, under SPEC 8's message.
 */
export function QualityMeasuresDialog({ initial, supportDesk, onClose, onSaved }: QualityMeasuresDialogProps) {
  const [note, setNote] = useState(initial.note);
  const [link, setLink] = useState(initial.link);
  const [noteEs, setNoteEs] = useState(initial.spanish.note);
  const [linkEs, setLinkEs] = useState(initial.spanish.link);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [linkEsProblem, setLinkEsProblem] = useState<string | null>(null);
  const save = useSaveQualityMeasure();
  const id = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const linkEsRef = useRef<HTMLInputElement>(null);
  const introId = `${id}-intro`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const problems: [string, (problem: string | null) => void, RefObject<HTMLInputElement | null>][] = [
      [link, setLinkProblem, linkRef],
      [linkEs, setLinkEsProblem, linkEsRef],
    ];
    problems.forEach(([value, setProblem]) => setProblem(savable(value) ? null : LINK_PROBLEM));
    const first = problems.find(([value]) => !savable(value));
    if (first) {
      first[2].current?.focus();
      return;
    }
    save.mutate({ note, link, spanish: { note: noteEs, link: linkEs } }, { onSuccess: onSaved });
  };

  return (
    <ModalDialog title="Edit Quality Measures Section" onClose={onClose} initialFocus={noteRef} describedBy={introId}>
      <p id={introId}>This text will appear in the section.</p>
      <form onSubmit={submit} noValidate className={styles.form}>
        <NoteField
          id={`${id}-note`}
          name="note"
          label="Note"
          hint="Left empty, the stored note stays as it is."
          value={note}
          onChange={setNote}
          inputRef={noteRef}
        />
        <MeasureLinkField
          id={`${id}-link`}
          name="link"
          label="Link"
          hint="The report’s address, opened by See Report. Left empty, the stored link stays as it is."
          value={link}
          problem={linkProblem}
          onChange={retyped(setLink, setLinkProblem)}
          inputRef={linkRef}
        />
        <NoteField
          id={`${id}-note-es`}
          name="noteEs"
          label="Note in Spanish (optional)"
          hint="Shown to visitors reading the site in Spanish. Left empty, they see the English note."
          value={noteEs}
          onChange={setNoteEs}
        />
        <MeasureLinkField
          id={`${id}-link-es`}
          name="linkEs"
          label="Link in Spanish (optional)"
          hint="The report for visitors reading the site in Spanish. Left empty, they get the English link."
          value={linkEs}
          problem={linkEsProblem}
          onChange={retyped(setLinkEs, setLinkEsProblem)}
          inputRef={linkEsRef}
        />
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

type NoteFieldProps = {
  id: string;
  name: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
};

/** A note of the dialog: a text area kept as typed, with its hint. */
function NoteField({ id, name, label, hint, value, onChange, inputRef }: NoteFieldProps) {
  return (
    <FormGroup>
      <Label htmlFor={id}>{label}</Label>
      <span className="usa-hint" id={`${id}-hint`}>
        {hint}
      </span>
      <Textarea
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={NOTE_MAX_LENGTH}
        aria-describedby={`${id}-hint`}
        inputRef={inputRef}
        className={styles.note}
      />
    </FormGroup>
  );
}
