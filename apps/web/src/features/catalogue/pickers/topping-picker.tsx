import type { SearchPickerProps } from '../../../components/search-picker';
import { SearchPicker } from '../../../components/search-picker';
import { catalogueKeys } from '../catalogue-keys';
import { useToppingSearch } from './topping-lookup';

export type ToppingPickerProps = Omit<SearchPickerProps, 'queryKey' | 'search'>;

/** Chooses a topping by searching the toppings list. */
export function ToppingPicker(props: ToppingPickerProps) {
  const search = useToppingSearch();
  return <SearchPicker {...props} queryKey={catalogueKeys.list('toppings')} search={search} />;
}
