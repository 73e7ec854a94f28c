import type { StockBodyInput, StockItem } from '@comanda/contract/catalogue/stock';
import { StockBody, stockRoutes } from '@comanda/contract/catalogue/stock';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useApi } from '../../../api/api-context';
import { NumberField } from '../../../components/number-field';
import { formIssueMessage } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { CatalogueFormActions } from '../catalogue-form-actions';
import { useCatalogueSave } from '../use-catalogue-save';
import { stockFormValues } from './stock-form-values';
import { StockRefsField } from './stock-refs-field';

const text = messages.catalogue.stock;

export interface StockFormProps {
  id: string;
  item: StockItem | null;
}

/** Stock item edit form: id (read-only), description, quantity and references. */
export function StockForm({ id, item }: StockFormProps) {
  const api = useApi();
  const form = useForm<StockBodyInput, unknown, StockBody>({
    resolver: zodResolver(StockBody, { error: formIssueMessage }),
    defaultValues: stockFormValues(item),
  });
  const { control, register, formState } = form;
  const save = useCatalogueSave('stock', id, (itemId, body: StockBody) =>
    api.call(stockRoutes.save, { params: { id: itemId }, body }),
  );
  const onSubmit = form.handleSubmit(async (body) => {
    const outcome = await save(body);
    if (outcome.ok) form.reset(stockFormValues(outcome.value));
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md" maw={900}>
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
                <NumberField
                  label={text.count}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={formState.errors.count?.message}
                />
              )}
            />
          </SimpleGrid>
          <StockRefsField />
          <CatalogueFormActions saving={formState.isSubmitting} />
        </Stack>
      </form>
    </FormProvider>
  );
}
