import { LobbyPage } from '../features/lobby/lobby-page';
import { QueryLayer } from './query-layer';

/** The lobby with the query cache it reads the stores from; loaded when /lobby first opens. */
export function LobbyRoute() {
  return (
    <QueryLayer>
      <LobbyPage />
    </QueryLayer>
  );
}
