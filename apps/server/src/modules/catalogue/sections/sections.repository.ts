import { type Selectable, sql } from 'kysely';
import type { Section, SectionBody, SectionListQuery } from '@comanda/contract/catalogue/sections';
import type { Db } from '../../../db/database';
import {
  anyColumnMatches,
  fetchPage,
  orderByList,
  searchCondition,
  sortableText,
  type SortColumns,
} from '../../../db/list-page';
import { isUniqueViolation } from '../../../db/pg-error';
import type { SectionsTable } from '../../../db/tables/catalogue';
import { groupBy } from '../shared/group-by';

const sortColumns: SortColumns = {
  created_at: sql.ref('s.created_at'),
  name: sortableText(sql.ref('s.name')),
  order: sql.ref('s.sort_order'),
};

type SectionRow = Selectable<SectionsTable>;

async function withArticles(db: Db, rows: SectionRow[]): Promise<Section[]> {
  const ids = rows.map((row) => row.id);
  const refs =
    ids.length === 0
      ? []
      : await db
          .selectFrom('section_articles')
          .select(['section_id', 'article_id'])
          .where('section_id', 'in', ids)
          .orderBy('section_id')
          .orderBy('position')
          .execute();
  const bySection = groupBy(refs, (ref) => ref.section_id);
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

export async function findSection(db: Db, storeId: string, id: string): Promise<Section | null> {
  const row = await db
    .selectFrom('sections')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const [section] = await withArticles(db, [row]);
  return section ?? null;
}

export async function upsertSection(
  db: Db,
  storeId: string,
  id: string,
  body: SectionBody,
): Promise<'saved' | 'other-store' | 'slug-taken'> {
  try {
    const saved = await db
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
      .executeTakeFirst();
    return saved ? 'saved' : 'other-store';
  } catch (error) {
    if (isUniqueViolation(error, 'sections_store_slug_key')) return 'slug-taken';
    throw error;
  }
}

/** The section's articles become exactly `articleIds`, in that order. */
export async function replaceSectionArticles(
  db: Db,
  storeId: string,
  sectionId: string,
  articleIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('section_articles').where('section_id', '=', sectionId).execute();
  if (articleIds.length === 0) return;
  await db
    .insertInto('section_articles')
    .values(articleIds.map((articleId, position) => ({ section_id: sectionId, article_id: articleId, store_id: storeId, position })))
    .execute();
}
