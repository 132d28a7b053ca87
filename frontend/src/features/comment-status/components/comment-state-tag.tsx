import { useTranslation } from 'react-i18next';
import type { CommentState } from '../types';
import styles from './comment-status.module.css';

type CommentStateTagProps = {
  state: CommentState;
  /** The state in the server's words ('Received and awaiting review'), shown in English. */
  label: string;
};

/**
 * A comment's state as a coloured tag: blue awaiting review, green published, gray not. English
 * shows the server's words; another language its catalogue's for the state.
 */
export function CommentStateTag({ state, label }: CommentStateTagProps) {
  const { t, i18n } = useTranslation('commentStatus');
  return <span className={`usa-tag ${styles.tag} ${styles[state]}`}>{i18n.language === 'en' ? label : t(`state.${state}`)}</span>;
}

/** What a state means for the visitor, in a sentence of the language shown. */
export function StateExplanation({ state }: { state: CommentState }) {
  const { t } = useTranslation('commentStatus');
  return t(`explanation.${state}`);
}
