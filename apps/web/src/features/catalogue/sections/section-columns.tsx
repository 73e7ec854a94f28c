import type { Section } from '@comanda/contract/catalogue/sections';
import type { ListColumn } from '../../../components/list-table';
import { shortId } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { yesNo } from '../yes-no';

const columns = messages.catalogue.sections.columns;

/** SPEC.md section 2 "Sections list". */
export const sectionColumns: ReadonlyArray<ListColumn<Section>> = [
  { key: 'id', header: columns.id, render: (section) => shortId(section.id) },
  { key: 'name', header: columns.name, card: 'title', render: (section) => section.name },
  { key: 'articles', header: columns.articles, render: (section) => section.articles.length },
  { key: 'visible', header: columns.visible, render: (section) => yesNo(section.visible) },
];
