import type { Credentials } from '@comanda/contract/auth';
import type { Role } from '@comanda/contract/roles';

export const DEVICE_ID = '0b7f3c1e-4a5d-4c2b-9e8f-1a2b3c4d5e6f';
export const POWER_ID = '7d1c9a2b-3e4f-4a5b-8c6d-9e0f1a2b3c4d';
export const OTHER_POWER_ID = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
export const STORE_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

export function credentialsFor(role: Role = 'admin'): Credentials {
  return {
    user: {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      first_name: 'Ana',
      last_name: 'Gomez',
      email: 'ana@comanda.test',
      phone: null,
    },
    session: {
      id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
      created_at: '2025-01-01T10:00:00.000Z',
      expired_at: '2025-01-31T10:00:00.000Z',
    },
    access: {
      id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
      store_id: STORE_ID,
      role,
      created_at: '2025-01-01T10:00:00.000Z',
      expired_at: '2025-01-01T10:05:00.000Z',
    },
  };
}

export const token = (value: string) => ({ token: value, expired_at: '2025-01-01T10:05:00.000Z' });
