// Mantine's full sheet: these pages open first, straight from a link.
import '@mantine/core/styles.css';
import { PasswordResetPage } from '../features/password-reset/password-reset-page';
import { SetupPage } from '../features/setup/setup-page';
import { QueryLayer } from './query-layer';

/** /restablecer/:token, with the page's query cache; no session needed. */
export function PasswordResetRoute() {
  return (
    <QueryLayer>
      <PasswordResetPage />
    </QueryLayer>
  );
}

/** /configuracion-inicial/:token, with the page's query cache; no session needed. */
export function SetupRoute() {
  return (
    <QueryLayer>
      <SetupPage />
    </QueryLayer>
  );
}
