import type { Section, SectionBody, SectionList, SectionListQuery } from '@comanda/contract/catalogue/sections';
import type { Db } from '../../../db/database';
import { AppError, notFound } from '../../../http/app-error';
import { existingArticleIds } from '../articles/articles.repository';
import { assertReferencesExist } from '../shared/references';
import { findSection, listSections, replaceSectionArticles, upsertSection } from './sections.repository';

export async function listStoreSections(db: Db, storeId: string, query: SectionListQuery): Promise<SectionList> {
  const { data, count } = await listSections(db, storeId, query);
  return { data, count, limit: query.limit, skip: query.skip };
}

export async function getSection(db: Db, storeId: string, id: string): Promise<Section> {
  const section = await findSection(db, storeId, id);
  if (!section) throw notFound('Seccion');
  return section;
}

/** Creates or updates the section and its ordered articles in one transaction. */
export async function saveSection(db: Db, storeId: string, id: string, body: SectionBody): Promise<Section> {
  return db.transaction().execute(async (trx) => {
    const outcome = await upsertSection(trx, storeId, id, body);
    if (outcome === 'other-store') throw notFound('Seccion');
    if (outcome === 'slug-taken') throw new AppError('CONFLICT', 'Ya existe una seccion con ese slug');
    const articleIds = body.articles.map((ref) => ref.id);
    assertReferencesExist('articles', articleIds, await existingArticleIds(trx, storeId, articleIds), 'el articulo');
    await replaceSectionArticles(trx, storeId, id, articleIds);
    return getSection(trx, storeId, id);
  });
}
