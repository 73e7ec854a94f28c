import type { StockItem } from '@comanda/contract/catalogue/stock';
import { StockBody, stockRoutes } from '@comanda/contract/catalogue/stock';
import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useApi } from '../../../api/api-context';
import { CountField } from '../../../components/count-field';
import { messages } from '../../../lib/messages';
import { FormFrame } from '../../../components/form-frame';
import { catalogueEditKeys } from '../catalogue-keys';
import { useEditForm } from '../../../lib/use-edit-form';
import { stockFormValues } from './stock-form-values';
import { StockRefsField } from './stock-refs-field';
import { WarnCountInput } from './warn-count-input';

const text = messages.catalogue.stock;

export interface StockFormProps {
  id: string;
  item: StockItem | null;
}

/** Stock item edit form: id (read-only), description, quantity, 'Avisar con' and references. */
export function StockForm({ id, item }: StockFormProps) {
  const api = useApi();
  const catalogueForm = useEditForm({
    ...catalogueEditKeys('stock', id),
    schema: StockBody,
    data: item,
    values: stockFormValues,
    put: (body, options) => api.callVersioned(stockRoutes.save, { params: { id }, body }, options),
  });
  const { control, register, formState } = catalogueForm.form;

  return (
    <FormFrame {...catalogueForm}>
      <TextInput label={messages.catalogue.fields.id} value={id} readOnly />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={messages.catalogue.fields.description}
          required
          {...register('description')}
          error={formState.errors.description?.message}
        />
        <Controller
          control={control}
          name="count"
          render={({ field }) => (
            <CountField
              label={text.count}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={formState.errors.count?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="warn_count"
          render={({ field }) => (
            <WarnCountInput
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={formState.errors.warn_count?.message}
            />
          )}
        />
      </SimpleGrid>
      <StockRefsField />
    </FormFrame>
  );
}
