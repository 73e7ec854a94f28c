import { turnRoutes } from '@comanda/contract/turn';
import { Stack } from '@mantine/core';
import { useApi } from '../../api/api-context';
import { ListTable } from '../../components/list-table';
import { PageTitle } from '../../components/page-title';
import { turnReportKeys, turnReportPath } from '../../components/turn-summary/turn-report-keys';
import { messages } from '../../lib/messages';
import { useStoreTimeZone } from '../../lib/store-info';
import { turnColumns } from './turn-columns';

/**
 * /turns (admin and root): the store's turns, newest first, in pages of 20; a row opens the
 * turn's full summary. The API has no search, so the list has no search box.
 */
export function TurnsScreen() {
  const api = useApi();
  const timeZone = useStoreTimeZone();
  return (
    <Stack gap="md">
      <PageTitle>{messages.screens.turns}</PageTitle>
      <ListTable
        label={messages.screens.turns}
        queryKey={turnReportKeys.list}
        fetchPage={({ limit, skip }, signal) => api.call(turnRoutes.list, { query: { limit, skip } }, { signal })}
        columns={turnColumns(timeZone)}
        minWidth={320}
        editPath={(turn) => turnReportPath(turn.id)}
        rowOpens
        searchable={false}
        readOnly
      />
    </Stack>
  );
}
