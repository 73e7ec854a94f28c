import { createContext } from 'react';
import type { AuthMachine } from './auth-machine';

export const AuthContext = createContext<AuthMachine | null>(null);
