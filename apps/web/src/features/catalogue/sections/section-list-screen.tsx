import { sectionRoutes } from '@comanda/contract/catalogue/sections';
import { useApi } from '../../../api/api-context';
import { ListTable } from '../../../components/list-table';
import { messages } from '../../../lib/messages';
import { CatalogueListHeader } from '../catalogue-list-header';
import { catalogueItemPath, catalogueKeys } from '../catalogue-keys';
import { sectionColumns } from './section-columns';

/** /catalogue/sections */
export function SectionListScreen() {
  const api = useApi();
  return (
    <>
      <CatalogueListHeader title={messages.screens.sections} entity="sections" />
      <ListTable
        label={messages.screens.sections}
        queryKey={catalogueKeys.list('sections')}
        fetchPage={(page, signal) => api.call(sectionRoutes.list, { query: page }, { signal })}
        columns={sectionColumns}
        editPath={(section) => catalogueItemPath('sections', section.id)}
      />
    </>
  );
}
