import type { PickerOption, SearchPickerProps } from '../../../components/search-picker';
import { SearchPicker } from '../../../components/search-picker';
import { catalogueKeys } from '../catalogue-keys';
import { useArticleSearch } from './article-lookup';

export type ArticlePickerProps = Omit<SearchPickerProps, 'queryKey' | 'search'> & {
  selected?: PickerOption | null;
};

/** Chooses an article by searching the articles list. */
export function ArticlePicker(props: ArticlePickerProps) {
  const search = useArticleSearch();
  return <SearchPicker {...props} queryKey={catalogueKeys.list('articles')} search={search} />;
}
