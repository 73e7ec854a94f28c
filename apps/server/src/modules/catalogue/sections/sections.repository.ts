import { type Selectable, sql } from 'kysely';
import type { Section, SectionBody, SectionListQuery } from '@comanda/contract/catalogue/sections';
import { childRowsByParent, replaceChildRows } from '../../../db/child-rows';
import type { Db } from '../../../db/database';
import {
  anyColumnMatches,
  fetchPage,
  orderByList,
  searchCondition,
  sortableText,
  type SortColumns,
} from '../../../db/list-page';
import type { SectionsTable } from '../../../db/tables/catalogue';
import { sluggedUpsert, type SluggedUpsertOutcome } from '../shared/slugged-upsert';
import { findStoreEntity } from '../shared/store-rows';

const sortColumns: SortColumns = {
  created_at: sql.ref('s.created_at'),
  name: sortableText(sql.ref('s.name')),
  order: sql.ref('s.sort_order'),
};

type SectionRow = Selectable<SectionsTable>;

export async function withArticles(db: Db, rows: SectionRow[]): Promise<Section[]> {
  const bySection = await childRowsByParent(db, 'section_articles', 'section_id', rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    visible: row.visible,
    order: row.sort_order,
    icon_url: row.icon_url,
    articles: (bySection.get(row.id) ?? []).map((ref) => ({ id: ref.article_id })),
    created_at: row.created_at.toISOString(),
  }));
}

export async function listSections(
  db: Db,
  storeId: string,
  query: SectionListQuery,
): Promise<{ data: Section[]; count: number }> {
  let base = db.selectFrom('sections as s').where('s.store_id', '=', storeId);
  const search = searchCondition(query.query, (pattern) =>
    anyColumnMatches([sql.ref('s.search_text')], pattern),
  );
  if (search) base = base.where(search);
  const { rows, count } = await fetchPage(base, (q) => q.selectAll('s'), {
    ...query,
    orderBy: orderByList(query.order, sortColumns, sql.ref('s.id')),
  });
  return { data: await withArticles(db, rows), count };
}

export const findSection = (db: Db, storeId: string, id: string): Promise<Section | null> =>
  findStoreEntity(db, 'sections', storeId, id, withArticles);

export function upsertSection(db: Db, storeId: string, id: string, body: SectionBody): Promise<SluggedUpsertOutcome> {
  return sluggedUpsert('sections_store_slug_key', () =>
    db
      .insertInto('sections')
      .values({
        id,
        store_id: storeId,
        name: body.name,
        slug: body.slug,
        visible: body.visible,
        sort_order: body.order,
        icon_url: body.icon_url,
      })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            slug: eb.ref('excluded.slug'),
            visible: eb.ref('excluded.visible'),
            sort_order: eb.ref('excluded.sort_order'),
            icon_url: eb.ref('excluded.icon_url'),
          }))
          .where('sections.store_id', '=', storeId),
      )
      .returning('id')
      .executeTakeFirst(),
  );
}

/** The section's articles become exactly `articleIds`, in that order. */
export async function replaceSectionArticles(
  db: Db,
  storeId: string,
  sectionId: string,
  articleIds: readonly string[],
): Promise<void> {
  await replaceChildRows(
    db,
    'section_articles',
    'section_id',
    sectionId,
    articleIds.map((articleId, position) => ({ section_id: sectionId, article_id: articleId, store_id: storeId, position })),
  );
}
