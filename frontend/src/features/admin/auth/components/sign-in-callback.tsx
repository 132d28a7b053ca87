import { useEffect, useRef, useState } from 'react';
import { Button } from '@trussworks/react-uswds';
import { markLoggedIn, markLoggedOut, markLoggingIn } from '@/lib/auth/session';
import { isAllowed, ROLE_ADMINISTRATOR } from '@/lib/auth/access';
import { takeLastLocation, type LoggedInUser } from '@/lib/auth/stored-session';
import { adminPaths } from '@/lib/paths';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';
import { ModalDialog } from '@/lib/ui/modal-dialog';
import { completeSignIn } from '../oidc-client';
import { getCurrentUser, toLoggedInUser } from '../sign-in';

type SignInCallbackProps = {
  /** Where the visitor goes once signed in, and where a failed staff record sends them. */
  onSignedIn: (path: string) => void;
  onAbandon: () => void;
};

type Step = 'signing-in' | 'no-user' | 'failed';

/**
 * Where a sign-in goes: where the visitor was going, else the admin home. An insurer's
 * only screen is File Upload, so 'Sign In' (which leads to the admin home) takes them there.
 */
export function landingPath(user: LoggedInUser, lastLocation: string | null): string {
  const home = adminPaths.home.paths as readonly string[];
  const wanted = lastLocation ?? adminPaths.home.href();
  if (home.includes(wanted) && !isAllowed(user, { anyRoles: [ROLE_ADMINISTRATOR] })) return adminPaths.fileUpload.href();
  return wanted;
}

/**
 * The page the provider returns to (SPEC 4.7): exchanges the code for tokens, loads the
 * staff record and goes on to where the visitor was going. A full-page spinner shows
 * until the record has loaded. When it cannot be loaded: 'Something went wrong' /
 * 'No user were found.', and closing it goes to the public home (SPEC 8).
 */
export function SignInCallback({ onSignedIn, onAbandon }: SignInCallbackProps) {
  const [step, setStep] = useState<Step>('signing-in');
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let cancelled = false;
    markLoggingIn();
    completeSignIn().then(
      async (oidcUser) => {
        try {
          const user = await getCurrentUser(oidcUser.access_token);
          if (cancelled) return;
          const loggedIn = toLoggedInUser(user);
          markLoggedIn(loggedIn, oidcUser);
          onSignedIn(landingPath(loggedIn, takeLastLocation()));
        } catch {
          if (cancelled) return;
          // Signed in at the provider but no staff user here: sign-in is over (SPEC 8).
          markLoggedOut();
          setStep('no-user');
        }
      },
      () => {
        if (cancelled) return;
        markLoggedOut();
        setStep('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [onSignedIn]);

  const abandon = () => {
    markLoggedOut();
    onAbandon();
  };

  if (step === 'signing-in') return <LoadingOverlay label="Signing in…" />;
  if (step === 'failed') {
    return (
      <div className="margin-y-4">
        <h1>Sign in</h1>
        <ErrorAlert title="Something went wrong" message="An error occurred. Please try again later." />
        <Button type="button" onClick={abandon}>
          Go to the home page
        </Button>
      </div>
    );
  }
  return (
    <ModalDialog title="Something went wrong" onClose={abandon} initialFocus={closeRef}>
      <p role="alert">No user were found.</p>
      <div className="usa-modal__footer">
        <Button type="button" onClick={abandon} ref={closeRef}>
          Close
        </Button>
      </div>
    </ModalDialog>
  );
}
