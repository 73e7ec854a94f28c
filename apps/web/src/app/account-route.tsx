// Mantine's full sheet, as the lobby loads it: 'Mi cuenta' may open without the shell.
import '@mantine/core/styles.css';
import { AccountPage } from '../features/account/account-page';
import { QueryLayer } from './query-layer';

/** 'Mi cuenta' with the page's query cache; loaded when /account first opens. */
export function AccountRoute() {
  return (
    <QueryLayer>
      <AccountPage />
    </QueryLayer>
  );
}
