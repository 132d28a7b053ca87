import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { startSignIn } from '@/features/admin/auth/sign-in';
import { useSession } from '@/lib/auth/session';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';
import { useIsRefusedStaffScreen } from '../route-handle';
import { HomeRoute } from '../routes/home';

/**
 * Every staff screen sits inside this (SPEC 2.2, 4.7, 6): without a session it starts
 * sign-in, showing a full-page spinner until the staff record has loaded; a signed-in
 * user who fails the screen's role check sees the public home in its place.
 */
export function Component() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const refused = useIsRefusedStaffScreen();
  const [signInFailed, setSignInFailed] = useState(false);
  // One attempt per signed-out spell: a provider that cannot be reached is reported, not retried in a loop.
  const attempted = useRef(false);

  useEffect(() => {
    if (session.status === 'logged-in') {
      attempted.current = false;
      return;
    }
    if (session.status !== 'logged-out' || session.leaving || attempted.current) return;
    attempted.current = true;
    startSignIn(`${pathname}${search}`).catch(() => setSignInFailed(true));
  }, [session, pathname, search]);

  if (signInFailed) return <ErrorAlert title="Something went wrong" message="An error occurred. Please try again later." />;
  if (session.status === 'logged-out' && session.leaving) return <LoadingOverlay label="Signing out…" />;
  if (session.status !== 'logged-in') return <LoadingOverlay label="Signing in…" />;
  if (refused) return <HomeRoute />;
  return <Outlet />;
}
