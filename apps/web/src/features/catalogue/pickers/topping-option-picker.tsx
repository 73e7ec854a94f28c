import type { SearchPickerProps } from '../../../components/search-picker';
import { SearchPicker } from '../../../components/search-picker';
import { catalogueKeys } from '../catalogue-keys';
import { useToppingOptionSearch } from './topping-lookup';

export type ToppingOptionPickerProps = Omit<SearchPickerProps, 'queryKey' | 'search'>;

/**
 * Chooses a topping option: the typed text searches the toppings, and each of their options is
 * offered as "option (topping)".
 */
export function ToppingOptionPicker(props: ToppingOptionPickerProps) {
  const search = useToppingOptionSearch();
  return (
    <SearchPicker
      {...props}
      queryKey={[...catalogueKeys.list('toppings'), 'options']}
      search={search}
    />
  );
}
