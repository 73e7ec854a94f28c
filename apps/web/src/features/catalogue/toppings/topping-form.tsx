import type { Topping } from '@comanda/contract/catalogue/toppings';
import { ToppingBody, toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useApi } from '../../../api/api-context';
import { BooleanSelect } from '../../../components/boolean-select';
import { messages } from '../../../lib/messages';
import { FormFrame } from '../../../components/form-frame';
import { DescriptionField } from '../description-field';
import { catalogueEditKeys } from '../catalogue-keys';
import { useEditForm } from '../../../lib/use-edit-form';
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
  const catalogueForm = useEditForm({
    ...catalogueEditKeys('toppings', id),
    schema: ToppingBody,
    data: topping,
    values: toppingFormValues,
    put: (body, options) => api.callVersioned(toppingRoutes.save, { params: { id }, body }, options),
  });
  const { control, register, formState } = catalogueForm.form;

  return (
    <FormFrame {...catalogueForm}>
      <TextInput label={fields.name} required {...register('name')} error={formState.errors.name?.message} />
      <DescriptionField />
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
    </FormFrame>
  );
}
