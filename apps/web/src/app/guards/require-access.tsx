import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuthState } from '../../auth/use-auth';
import { FullScreenLoader } from '../../components/full-screen-loader';

/** The protected shell: no session -> /login, no chosen store -> /lobby. */
export function RequireAccess({ children }: { children: ReactNode }) {
  const state = useAuthState();
  // A settled session arrives as a store update, which React renders in one go: the whole shell
  // and its screen in one long task. Deferred, the loader stays a moment longer while the shell
  // builds in slices that let the browser paint and answer taps in between.
  const shown = useDeferredValue(state);
  if (state.status === 'closed') return <Navigate to="/login" replace />;
  if (state.status === 'session') return <Navigate to="/lobby" replace />;
  if (state.status === 'loading' || shown.status === 'loading') return <FullScreenLoader />;
  return children;
}
