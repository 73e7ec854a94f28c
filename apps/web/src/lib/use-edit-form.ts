import { zodResolver } from '@hookform/resolvers/zod';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type BaseSyntheticEvent, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import type { Versioned } from '../api/api-client';
import { isStaleVersion } from '../api/api-error';
import type { BodySchema } from './body-schema';
import { formIssueMessage } from './form-errors';
import { saveToast } from './toast';

export interface EditFormOptions<Input extends FieldValues, Body, Data> {
  /**
   * The GET's query key. Its entry holds the loaded answer with its version (`Versioned`): the
   * form saves from that version, and a save or a reload puts the new answer there.
   */
  queryKey: QueryKey;
  /** Queries a save makes stale (a catalogue entity's lists, pickers and name lookups). */
  refresh?: readonly QueryKey[];
  /** The PUT body schema of the contract. */
  schema: BodySchema<Input, Body>;
  /** What the form opens with (null: a new catalogue item). */
  data: Data;
  /** The form's values for the data. */
  values: (data: Data) => DefaultValues<Input>;
  /** The PUT, sending `options.ifMatch` (the version the form holds; none for a new item). */
  put: (body: Body, options: { ifMatch?: string }) => Promise<Versioned<Data>>;
}

export interface EditForm<Input extends FieldValues, Body> {
  form: UseFormReturn<Input, unknown, Body>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The last save was refused: someone else changed it since it was loaded (412). */
  stale: boolean;
  /** Loads it again: the form shows what is saved now, and saves from that version. */
  reload: () => Promise<void>;
}

/**
 * The one edit form of settings and catalogue screens: checked by the contract's body schema
 * (Spanish messages), saved under the 'Guardando ...' toast with If-Match of the version it was
 * loaded with (decision 014); after a save it holds the answer and its version. When someone
 * else saved in between, the save changes nothing, the toast says 'Otro usuario modifico esto;
 * recarga' and `stale` offers `reload`.
 */
export function useEditForm<Input extends FieldValues, Body, Data>({
  queryKey,
  refresh = [],
  schema,
  data,
  values,
  put,
}: EditFormOptions<Input, Body, Data>): EditForm<Input, Body> {
  const queryClient = useQueryClient();
  const form = useForm<Input, unknown, Body>({
    resolver: zodResolver(schema, { error: formIssueMessage }),
    defaultValues: values(data),
  });
  const [version, setVersion] = useState(
    () => queryClient.getQueryData<Versioned<Data>>(queryKey)?.version ?? null,
  );
  const [stale, setStale] = useState(false);

  const show = (loaded: Versioned<Data>) => {
    queryClient.setQueryData(queryKey, loaded);
    setVersion(loaded.version);
    setStale(false);
    form.reset(values(loaded.value));
  };

  const submit = form.handleSubmit(async (body) => {
    const outcome = await saveToast(put(body, version === null ? {} : { ifMatch: version }));
    if (!outcome.ok) {
      setStale(isStaleVersion(outcome.error));
      return;
    }
    show(outcome.value);
    await Promise.all(refresh.map((key) => queryClient.invalidateQueries({ queryKey: key })));
  });

  const reload = async () => {
    await queryClient.refetchQueries({ queryKey, exact: true });
    const state = queryClient.getQueryState<Versioned<Data>>(queryKey);
    // A failed reload keeps the offer: the screen shows its error, the edits stay.
    if (state?.status === 'success' && state.data) show(state.data);
  };

  return { form, submit, stale, reload };
}
