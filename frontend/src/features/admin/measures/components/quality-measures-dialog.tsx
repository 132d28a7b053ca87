import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { FormGroup, Label, Textarea } from '@trussworks/react-uswds';
import { isSafeExternalUrl } from '@/lib/links';
import { SaveCloseFooter } from '@/lib/ui/dialog-footer';
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

/** One language's fields: the endings of their ids and names, and their labels and hints. */
type NoteAndLinkText = {
  idSuffix: string;
  nameSuffix: string;
  note: { label: string; hint: string };
  link: { label: string; hint: string };
};

const ENGLISH: NoteAndLinkText = {
  idSuffix: '',
  nameSuffix: '',
  note: { label: 'Note', hint: 'Left empty, the stored note stays as it is.' },
  link: {
    label: 'Link',
    hint: 'The report’s address, opened by See Report. Left empty, the stored link stays as it is.',
  },
};

const SPANISH: NoteAndLinkText = {
  idSuffix: '-es',
  nameSuffix: 'Es',
  note: {
    label: 'Note in Spanish (optional)',
    hint: 'Shown to visitors reading the site in Spanish. Left empty, they see the English note.',
  },
  link: {
    label: 'Link in Spanish (optional)',
    hint: 'The report for visitors reading the site in Spanish. Left empty, they get the English link.',
  },
};

/** One language's note and link as typed, and the link's problem from the last Save. */
function useNoteAndLink(initial: { note: string; link: string }) {
  const [note, setNote] = useState(initial.note);
  const [link, setLink] = useState(initial.link);
  const [problem, setProblem] = useState<string | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  /** A change of the link: the new text, and its problem gone until the next Save. */
  const retypeLink = (value: string) => {
    setLink(value);
    setProblem(null);
  };
  return { note, setNote, link, retypeLink, problem, setProblem, linkRef };
}

type NoteAndLink = ReturnType<typeof useNoteAndLink>;

/**
 * 'Edit Quality Measures Section' (SPEC 2.14): the Note and Link, kept as typed, and Save,
 * which sends each only when it is not empty (SPEC 5.4); beside them the optional Spanish note
 * and link, which Spanish readers see instead when given. A failed save keeps the
 * dialog open with what was typed, under SPEC 8's message.
 */
export function QualityMeasuresDialog({ initial, supportDesk, onClose, onSaved }: QualityMeasuresDialogProps) {
  const english = useNoteAndLink(initial);
  const spanish = useNoteAndLink(initial.spanish);
  const save = useSaveQualityMeasure();
  const id = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const introId = `${id}-intro`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const languages = [english, spanish];
    languages.forEach(({ link, setProblem }) => setProblem(savable(link) ? null : LINK_PROBLEM));
    const first = languages.find(({ link }) => !savable(link));
    if (first) {
      first.linkRef.current?.focus();
      return;
    }
    save.mutate(
      { note: english.note, link: english.link, spanish: { note: spanish.note, link: spanish.link } },
      { onSuccess: onSaved },
    );
  };

  return (
    <ModalDialog title="Edit Quality Measures Section" onClose={onClose} initialFocus={noteRef} describedBy={introId}>
      <p id={introId}>This text will appear in the section.</p>
      <form onSubmit={submit} noValidate className={styles.form}>
        <NoteAndLinkFields id={id} text={ENGLISH} fields={english} noteRef={noteRef} />
        <NoteAndLinkFields id={id} text={SPANISH} fields={spanish} />
        <SaveCloseFooter
          onClose={onClose}
          error={
            save.isError
              ? `There was an error trying to save the quality measure and link. Please try again or call ${supportDesk}.`
              : null
          }
          errorTitle="Something went wrong"
          status={save.isPending ? 'Saving the section…' : null}
        />
      </form>
    </ModalDialog>
  );
}

type NoteAndLinkFieldsProps = {
  /** The dialog's id, which the fields' ids start with. */
  id: string;
  text: NoteAndLinkText;
  fields: NoteAndLink;
  noteRef?: RefObject<HTMLTextAreaElement | null>;
};

/** One language's note and link. */
function NoteAndLinkFields({ id, text, fields, noteRef }: NoteAndLinkFieldsProps) {
  /** A field's id, name, label and hint. */
  const described = (field: 'note' | 'link') => ({
    id: `${id}-${field}${text.idSuffix}`,
    name: `${field}${text.nameSuffix}`,
    ...text[field],
  });
  return (
    <>
      <NoteField {...described('note')} value={fields.note} onChange={fields.setNote} inputRef={noteRef} />
      <MeasureLinkField
        {...described('link')}
        value={fields.link}
        problem={fields.problem}
        onChange={fields.retypeLink}
        inputRef={fields.linkRef}
      />
    </>
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
