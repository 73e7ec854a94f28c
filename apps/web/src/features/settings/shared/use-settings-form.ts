import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { BodySchema } from '../../../lib/body-schema';
import { formIssueMessage } from '../../../lib/form-errors';
import { saveToast } from '../../../lib/toast';
import type { SettingsKey } from './settings-keys';

export interface SettingsFormOptions<Input extends FieldValues, Body, Saved> {
  /** The GET's query key: the saved settings replace its data. */
  queryKey: SettingsKey;
  /** The PUT body schema of the contract. */
  schema: BodySchema<Input, Body>;
  /** The loaded settings. */
  settings: Saved;
  /** The form's values for the settings. */
  values: (settings: Saved) => DefaultValues<Input>;
  put: (body: Body) => Promise<Saved>;
}

export interface SettingsForm<Input extends FieldValues, Body> {
  form: UseFormReturn<Input, unknown, Body>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * A settings form: checked by the contract's body schema, saved under the 'Guardando ...' toast;
 * after a save it holds what the server answered.
 */
export function useSettingsForm<Input extends FieldValues, Body, Saved>({
  queryKey,
  schema,
  settings,
  values,
  put,
}: SettingsFormOptions<Input, Body, Saved>): SettingsForm<Input, Body> {
  const queryClient = useQueryClient();
  const form = useForm<Input, unknown, Body>({
    resolver: zodResolver(schema, { error: formIssueMessage }),
    defaultValues: values(settings),
  });
  const submit = form.handleSubmit(async (body) => {
    const outcome = await saveToast(put(body));
    if (!outcome.ok) return;
    queryClient.setQueryData(queryKey, outcome.value);
    form.reset(values(outcome.value));
  });
  return { form, submit };
}
