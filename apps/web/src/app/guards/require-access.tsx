import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuthState } from '../../auth/use-auth';
import { FullScreenLoader } from '../../components/full-screen-loader';

/** The protected shell: no session -> /login, no chosen store -> /lobby. */
export function RequireAccess({ children }: { children: ReactNode }) {
  const state = useAuthState();
  if (state.status === 'loading') return <FullScreenLoader />;
  if (state.status === 'closed') return <Navigate to="/login" replace />;
  if (state.status === 'session') return <Navigate to="/lobby" replace />;
  return children;
}
