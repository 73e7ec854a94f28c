import { z } from 'zod';
import { IdParams, IsoDateTime, Slug, Uuid } from '../common';
import { FileUrl, NullableFileUrl } from '../files';
import { listOf } from '../list';
import { sortableListQuery } from '../list-query';
import { defineRoute } from '../route';
import { NAME_MAX, requiredText } from '../text';
import { hasUniqueIds } from '../unique';

export const SECTION_ARTICLES_MAX = 500;
export const SECTION_ORDER_MAX = 1_000_000;

/** An article of the section; the list order is the order the storefront shows. */
export const SectionArticleRef = z.object({ id: Uuid });
export type SectionArticleRef = z.infer<typeof SectionArticleRef>;

const sectionShape = {
  name: requiredText(NAME_MAX),
  slug: Slug,
  visible: z.boolean().default(true),
  /** Sections are shown by ascending order. */
  order: z.number().int().min(0).max(SECTION_ORDER_MAX).default(0),
  articles: z
    .array(SectionArticleRef)
    .max(SECTION_ARTICLES_MAX)
    .refine(hasUniqueIds, 'un articulo aparece dos veces')
    .default([]),
};

export const Section = z.object({
  id: Uuid,
  ...sectionShape,
  icon_url: FileUrl.nullable(),
  created_at: IsoDateTime,
});
export type Section = z.infer<typeof Section>;

/** PUT body: the section without id (from the path) and created_at. */
export const SectionBody = z.object({ ...sectionShape, icon_url: NullableFileUrl.default(null) });
export type SectionBody = z.infer<typeof SectionBody>;
export type SectionBodyInput = z.input<typeof SectionBody>;

export const sectionSortFields = ['created_at', 'name', 'order'] as const;

export const SectionListQuery = sortableListQuery(sectionSortFields);
export type SectionListQuery = z.infer<typeof SectionListQuery>;

export const SectionList = listOf(Section);
export type SectionList = z.infer<typeof SectionList>;

export const sectionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/catalogue/sections',
    tag: 'catalogue',
    summary: 'Lista las secciones (busca por nombre o slug)',
    query: SectionListQuery,
    response: SectionList,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/catalogue/sections/:id',
    tag: 'catalogue',
    summary: 'Una seccion con sus articulos',
    params: IdParams,
    response: Section,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/catalogue/sections/:id',
    tag: 'catalogue',
    summary: 'Crea o actualiza una seccion',
    params: IdParams,
    body: SectionBody,
    response: Section,
  }),
};
