import type { Topping, ToppingBodyInput } from '@comanda/contract/catalogue/toppings';
import { ToppingBody, toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useApi } from '../../../api/api-context';
import { BooleanSelect } from '../../../components/boolean-select';
import { formIssueMessage } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { CatalogueFormActions } from '../catalogue-form-actions';
import { useCatalogueSave } from '../use-catalogue-save';
import { toppingFormValues } from './topping-form-values';
import { ToppingOptionsField } from './topping-options-field';

const fields = messages.catalogue.fields;

export interface ToppingFormProps {
  id: string;
  topping: Topping | null;
}

/** Topping edit form: name, description, visible and its options. */
export function ToppingForm({ id, topping }: ToppingFormProps) {
  const api = useApi();
  const form = useForm<ToppingBodyInput, unknown, ToppingBody>({
    resolver: zodResolver(ToppingBody, { error: formIssueMessage }),
    defaultValues: toppingFormValues(topping),
  });
  const { control, register, formState } = form;
  const save = useCatalogueSave('toppings', id, (itemId, body: ToppingBody) =>
    api.call(toppingRoutes.save, { params: { id: itemId }, body }),
  );
  const onSubmit = form.handleSubmit(async (body) => {
    const outcome = await save(body);
    if (outcome.ok) form.reset(toppingFormValues(outcome.value));
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md" maw={900}>
          <TextInput label={fields.name} required {...register('name')} error={formState.errors.name?.message} />
          <Textarea
            label={fields.description}
            autosize
            minRows={2}
            {...register('description')}
            error={formState.errors.description?.message}
          />
          <Controller
            control={control}
            name="visible"
            render={({ field }) => (
              <BooleanSelect
                label={fields.visible}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <ToppingOptionsField />
          <CatalogueFormActions saving={formState.isSubmitting} />
        </Stack>
      </form>
    </FormProvider>
  );
}
