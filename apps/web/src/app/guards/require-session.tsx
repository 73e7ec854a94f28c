import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuthState } from '../../auth/use-auth';
import { FullScreenLoader } from '../../components/full-screen-loader';

/** The lobby: any signed-in user, with or without a chosen store. */
export function RequireSession({ children }: { children: ReactNode }) {
  const state = useAuthState();
  if (state.status === 'loading') return <FullScreenLoader />;
  if (state.status === 'closed') return <Navigate to="/login" replace />;
  return children;
}
