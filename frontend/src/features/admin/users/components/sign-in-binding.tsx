import { useId, useRef, useState } from 'react';
import { Button, ButtonGroup } from '@trussworks/react-uswds';
import { formatIsoDate } from '@/lib/format';
import { useUserSignIn } from '../api/get-user-sign-in';
import { useResetUserSignIn } from '../api/reset-user-sign-in';
import styles from './sign-in-binding.module.css';

type SignInBindingProps = {
  /** The user being edited. */
  userPk: number;
  /** Their name, for the confirmation ('Reset the sign-in of Marcus Lee?'). */
  name: string;
};

/**
 * The Edit user dialog's Sign-in part (beside SPEC 2.15): whether the account has been used,
 * and so is tied to that sign-in at the identity provider, and 'Reset sign-in' with an inline
 * confirmation (a second modal over the dialog would fight it for focus and Escape). After a
 * reset, the next sign-in with the user's e-mail or UID is tied to the account instead: for a
 * person whose account at the provider was replaced.
 */
export function SignInBinding({ userPk, name }: SignInBindingProps) {
  const binding = useUserSignIn(userPk);
  const reset = useResetUserSignIn(userPk);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const resetRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const ask = () => {
    reset.reset();
    setConfirming(true);
    // The safe choice takes focus first, as in every confirmation of the site.
    requestAnimationFrame(() => cancelRef.current?.focus());
  };
  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => resetRef.current?.focus());
  };
  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        requestAnimationFrame(() => statusRef.current?.focus());
      },
    });

  const status = binding.isPending
    ? 'Checking the sign-in…'
    : binding.isError
      ? 'The sign-in status could not be loaded. Please try again later.'
      : binding.data.bound
        ? `Signed in before${binding.data.boundAt ? ` (first on ${formatIsoDate(binding.data.boundAt.slice(0, 10))})` : ''}: only that sign-in at the identity provider can use this account.`
        : 'Not yet signed in: the next sign-in with this e-mail or UID will be tied to this account.';

  return (
    <section className={styles.signIn} aria-labelledby={`${id}-heading`}>
      <h3 className="usa-label" id={`${id}-heading`}>
        Sign-in
      </h3>
      <p className={styles.status} id={`${id}-status`} ref={statusRef} tabIndex={-1} aria-live="polite">
        {reset.isSuccess ? `Sign-in reset. ${status}` : status}
      </p>
      {binding.data?.bound && !confirming && (
        <Button type="button" outline ref={resetRef} onClick={ask} aria-describedby={`${id}-status`}>
          Reset sign-in
        </Button>
      )}
      {confirming && (
        <div role="group" aria-labelledby={`${id}-question`} className={styles.confirm}>
          <p id={`${id}-question`}>
            Reset the sign-in of {name}? The account will no longer be tied to the sign-in it was first used with; the
            next sign-in with this e-mail or UID will be tied to it instead.
          </p>
          {reset.isError && (
            <span className="usa-error-message" role="alert">
              The sign-in could not be reset. Please try again later.
            </span>
          )}
          <ButtonGroup>
            <Button type="button" onClick={confirm} disabled={reset.isPending}>
              {reset.isPending ? 'Resetting…' : 'Reset sign-in'}
            </Button>
            <Button type="button" outline ref={cancelRef} onClick={cancel}>
              Cancel
            </Button>
          </ButtonGroup>
        </div>
      )}
    </section>
  );
}
