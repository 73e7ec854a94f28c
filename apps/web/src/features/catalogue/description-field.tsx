import { Textarea } from '@mantine/core';
import { useFormContext, useFormState } from 'react-hook-form';
import { messages } from '../../lib/messages';

/** The long description of an article or topping. */
export function DescriptionField() {
  const { control, register } = useFormContext<{ description: string }>();
  const { errors } = useFormState({ control, name: 'description' });
  return (
    <Textarea
      label={messages.catalogue.fields.description}
      autosize
      minRows={2}
      {...register('description')}
      error={errors.description?.message}
    />
  );
}
