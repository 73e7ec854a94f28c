import { sectionRoutes } from '@comanda/contract/catalogue/sections';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { CatalogueListScreen } from '../catalogue-list-screen';
import { sectionColumns } from './section-columns';

/** /catalogue/sections */
export function SectionListScreen() {
  const api = useApi();
  return (
    <CatalogueListScreen
      entity="sections"
      title={messages.screens.sections}
      fetchPage={(page, signal) => api.call(sectionRoutes.list, { query: page }, { signal })}
      columns={sectionColumns}
    />
  );
}
