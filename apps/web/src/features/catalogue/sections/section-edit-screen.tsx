import { sectionRoutes } from '@comanda/contract/catalogue/sections';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { CatalogueEditFrame } from '../catalogue-edit-frame';
import { useCatalogueItem } from '../use-catalogue-item';
import { useRouteId } from '../use-route-id';
import { SectionForm } from './section-form';

/** /catalogue/sections/:id */
export function SectionEditScreen() {
  const id = useRouteId();
  const api = useApi();
  const item = useCatalogueItem('sections', id, (itemId, signal) =>
    api.callVersioned(sectionRoutes.get, { params: { id: itemId } }, { signal }),
  );
  return (
    <CatalogueEditFrame entity={messages.catalogue.sections.entity} item={item} nameOf={(s) => s.name}>
      {(section) => <SectionForm key={id} id={id} section={section} />}
    </CatalogueEditFrame>
  );
}
