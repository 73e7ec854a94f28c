import { use, useSyncExternalStore } from 'react';
import { AuthContext } from './auth-context';
import type { AuthMachine, AuthState } from './auth-machine';

export type AccessState = Extract<AuthState, { status: 'access' }>;

/** The machine's actions: signIn, choosePower, clearPower, signOut. */
export function useAuth(): AuthMachine {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth needs AuthProvider');
  return auth;
}

export function useAuthState(): AuthState {
  const auth = useAuth();
  return useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);
}

/** For screens inside the protected shell, where the access state is guaranteed by the guard. */
export function useAccess(): AccessState {
  const state = useAuthState();
  if (state.status !== 'access') throw new Error('useAccess used outside the access state');
  return state;
}
