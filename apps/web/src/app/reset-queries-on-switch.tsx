import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../auth/use-auth';
import type { AuthState } from '../auth/auth-machine';

const identity = (state: AuthState) =>
  state.status === 'access' ? `access:${state.powerId}` : state.status;

/** Leaving a store or the session drops every cached answer, so store A never shows in store B. */
export function ResetQueriesOnSwitch() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    let previous = identity(auth.getState());
    return auth.subscribe(() => {
      const next = identity(auth.getState());
      const leftStore = previous.startsWith('access:') && next !== previous;
      if (leftStore || next === 'closed') queryClient.clear();
      previous = next;
    });
  }, [auth, queryClient]);
  return null;
}
