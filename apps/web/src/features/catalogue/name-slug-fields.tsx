import { TextInput } from '@mantine/core';
import { useFormContext, useFormState } from 'react-hook-form';
import { messages } from '../../lib/messages';
import { slugify } from '../../lib/slugify';

const fields = messages.catalogue.fields;

interface NameSlugValues {
  name: string;
  slug: string;
}

/** Name and slug of an article or section (two cells of the form's grid). */
export function NameSlugFields({ isNew }: { isNew: boolean }) {
  const { control, register, setValue, getFieldState } = useFormContext<NameSlugValues>();
  const { errors, isSubmitted } = useFormState({ control, name: ['name', 'slug'] });
  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      // A new item's slug follows its name until the slug is edited by hand.
      if (isNew && !getFieldState('slug').isDirty) {
        setValue('slug', slugify(event.target.value), { shouldValidate: isSubmitted });
      }
    },
  });

  return (
    <>
      <TextInput label={fields.name} required {...nameField} error={errors.name?.message} />
      <TextInput label={fields.slug} required {...register('slug')} error={errors.slug?.message} />
    </>
  );
}
