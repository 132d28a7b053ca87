import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SignInCallback } from '@/features/admin/auth/components/sign-in-callback';

/** The provider's return address, /auth/callback (SPEC 4.7). */
export function Component() {
  const navigate = useNavigate();
  const onSignedIn = useCallback((path: string) => navigate(path, { replace: true }), [navigate]);
  const onAbandon = useCallback(() => navigate('/', { replace: true }), [navigate]);
  return <SignInCallback onSignedIn={onSignedIn} onAbandon={onAbandon} />;
}
