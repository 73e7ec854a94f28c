import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { AuthContext } from './auth-context';
import type { AuthMachine } from './auth-machine';

/** Starts the machine once; it lives as long as the page (its renewal timer included). */
export function AuthProvider({ auth, children }: { auth: AuthMachine; children: ReactNode }) {
  useEffect(() => {
    void auth.start();
  }, [auth]);
  return <AuthContext value={auth}>{children}</AuthContext>;
}
