// Mantine's full sheet: this page opens first, straight from a link.
import '@mantine/core/styles.css';
import { InvitationPage } from '../features/invitation/invitation-page';
import { QueryLayer } from './query-layer';

/** /invitacion/:token, with the page's query cache; signed in or not. */
export function InvitationRoute() {
  return (
    <QueryLayer>
      <InvitationPage />
    </QueryLayer>
  );
}
