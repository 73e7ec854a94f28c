import { useEffect } from 'react';
import { useAuth } from '../auth/use-auth';
import type { AuthState } from '../auth/auth-machine';
import { useQueryClientSlot } from './query-client-slot';

const identity = (state: AuthState) =>
  state.status === 'access' ? `access:${state.powerId}` : state.status;

/** Leaving a store or the session drops every cached answer, so store A never shows in store B. */
export function ResetQueriesOnSwitch() {
  const auth = useAuth();
  const slot = useQueryClientSlot();
  useEffect(() => {
    let previous = identity(auth.getState());
    return auth.subscribe(() => {
      const next = identity(auth.getState());
      const leftStore = previous.startsWith('access:') && next !== previous;
      if (leftStore || next === 'closed') slot.current?.clear();
      previous = next;
    });
  }, [auth, slot]);
  return null;
}
