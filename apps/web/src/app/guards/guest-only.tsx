import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuthState } from '../../auth/use-auth';
import { FullScreenLoader } from '../../components/full-screen-loader';

/** The login: a signed-in user goes on to the lobby, or home when a store is chosen. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const state = useAuthState();
  if (state.status === 'loading') return <FullScreenLoader />;
  if (state.status === 'session') return <Navigate to="/lobby" replace />;
  if (state.status === 'access') return <Navigate to="/" replace />;
  return children;
}
