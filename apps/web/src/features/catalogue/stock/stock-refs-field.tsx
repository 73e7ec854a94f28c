import type { StockBody, StockBodyInput } from '@comanda/contract/catalogue/stock';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ListFieldset } from '../../../components/list-fieldset';
import type { PickerOption } from '../../../components/search-picker';
import { messages } from '../../../lib/messages';
import { listErrorMessage } from '../../../lib/form-error';
import { articleOption, useArticlesById } from '../pickers/article-lookup';
import { useToppingOptionsById } from '../pickers/topping-lookup';
import { newStockRef } from './stock-form-values';
import { StockRefRow } from './stock-ref-row';

const text = messages.catalogue.stock;

/** The references of a stock item, with the names of their chosen articles and options. */
export function StockRefsField() {
  const { control } = useFormContext<StockBodyInput, unknown, StockBody>();
  const { fields, append, remove } = useFieldArray({ control, name: 'refs', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'refs' });
  const refs = useWatch({ control, name: 'refs' }) ?? [];
  const idsOf = (type: string) => refs.filter((ref) => ref.type === type && ref.id).map((ref) => ref.id);
  const articles = useArticlesById(idsOf('article'));
  const options = useToppingOptionsById(idsOf('topping_option'));

  const labelOf = (id: string): PickerOption | null => {
    const article = articles.data?.get(id);
    return article ? articleOption(article) : (options.get(id) ?? null);
  };

  return (
    <ListFieldset
      legend={text.refs}
      emptyText={text.noRefs}
      isEmpty={fields.length === 0}
      error={listErrorMessage(errors.refs)}
      add={{ label: text.addRef, onAdd: () => append(newStockRef()) }}
    >
      {fields.map((field, index) => (
        <StockRefRow key={field.key} index={index} labelOf={labelOf} onRemove={() => remove(index)} />
      ))}
    </ListFieldset>
  );
}
