import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { BodySchema } from '../../lib/body-schema';
import { formIssueMessage } from '../../lib/form-errors';
import type { CatalogueEntity } from './catalogue-keys';
import { useCatalogueSave } from './use-catalogue-save';

export interface CatalogueFormOptions<Input extends FieldValues, Body, Saved> {
  entity: CatalogueEntity;
  id: string;
  /** The PUT body schema of the contract. */
  schema: BodySchema<Input, Body>;
  /** The loaded item; null for a new one. */
  item: Saved | null;
  /** The form's values for an item, or a blank new one for null. */
  values: (item: Saved | null) => DefaultValues<Input>;
  put: (id: string, body: Body) => Promise<Saved>;
}

export interface CatalogueForm<Input extends FieldValues, Body> {
  form: UseFormReturn<Input, unknown, Body>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * An edit form of the catalogue: checked by the contract's body schema (Spanish messages) before
 * saving; after a save it holds what the server answered.
 */
export function useCatalogueForm<Input extends FieldValues, Body, Saved>({
  entity,
  id,
  schema,
  item,
  values,
  put,
}: CatalogueFormOptions<Input, Body, Saved>): CatalogueForm<Input, Body> {
  const form = useForm<Input, unknown, Body>({
    resolver: zodResolver(schema, { error: formIssueMessage }),
    defaultValues: values(item),
  });
  const save = useCatalogueSave(entity, id, put);
  const submit = form.handleSubmit(async (body) => {
    const outcome = await save(body);
    if (outcome.ok) form.reset(values(outcome.value));
  });
  return { form, submit };
}
