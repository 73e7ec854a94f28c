import type { Topping } from '@comanda/contract/catalogue/toppings';
import { toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { LIST_PAGE_SIZE } from '@comanda/contract/list';
import { IDS_QUERY_MAX } from '@comanda/contract/list-query';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import type { PickerOption } from '../../../components/search-picker';
import { messages } from '../../../lib/messages';
import { catalogueKeys } from '../catalogue-keys';
import { idChunks } from './id-chunks';

export const toppingOption = (topping: Topping): PickerOption => ({
  value: topping.id,
  label: topping.name,
});

/** Each option of the toppings as a choice that names its topping too. */
export function toppingOptionChoices(toppings: readonly Topping[]): PickerOption[] {
  return toppings.flatMap((topping) =>
    topping.options.map((option) => ({
      value: option.id,
      label: messages.catalogue.stock.optionOf(option.name, topping.name),
    })),
  );
}

function useToppingPage() {
  const api = useApi();
  return (text: string, signal: AbortSignal) =>
    api.call(
      toppingRoutes.list,
      { query: { query: text || undefined, limit: LIST_PAGE_SIZE } },
      { signal },
    );
}

/** The topping picker's search. */
export function useToppingSearch(): (text: string, signal: AbortSignal) => Promise<PickerOption[]> {
  const page = useToppingPage();
  return async (text, signal) => (await page(text, signal)).data.map(toppingOption);
}

/** The topping option picker's search: toppings matching the text, each option named with its topping. */
export function useToppingOptionSearch(): (
  text: string,
  signal: AbortSignal,
) => Promise<PickerOption[]> {
  const page = useToppingPage();
  return async (text, signal) => toppingOptionChoices((await page(text, signal)).data);
}

type ToppingFilter = 'ids' | 'option_ids';

function useToppingsBy(filter: ToppingFilter, ids: readonly string[]) {
  const api = useApi();
  const chunks = idChunks(ids);
  return useQuery({
    queryKey: [...catalogueKeys.list('toppings'), filter, chunks],
    enabled: chunks.length > 0,
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        chunks.map((chunk) =>
          api.call(
            toppingRoutes.list,
            { query: { [filter]: chunk, limit: IDS_QUERY_MAX } },
            { signal },
          ),
        ),
      );
      return pages.flatMap((page) => page.data);
    },
    placeholderData: (previous) => previous,
  });
}

/** The chosen toppings by id, to show their names. */
export function useToppingsById(ids: readonly string[]) {
  const toppings = useToppingsBy('ids', ids);
  return new Map((toppings.data ?? []).map((topping) => [topping.id, topping]));
}

/** The chosen topping options by id, each named with its topping. */
export function useToppingOptionsById(optionIds: readonly string[]) {
  const toppings = useToppingsBy('option_ids', optionIds);
  return new Map(
    toppingOptionChoices(toppings.data ?? []).map((choice) => [choice.value, choice]),
  );
}
