import type { Section, SectionBodyInput } from '@comanda/contract/catalogue/sections';

/** The form's values for a section, or a blank new one (visible, order 0, no icon or articles). */
export function sectionFormValues(section: Section | null): SectionBodyInput {
  if (!section) {
    return { name: '', slug: '', visible: true, order: 0, icon_url: null, articles: [] };
  }
  return {
    name: section.name,
    slug: section.slug,
    visible: section.visible,
    order: section.order,
    icon_url: section.icon_url,
    articles: section.articles.map((article) => ({ id: article.id })),
  };
}
