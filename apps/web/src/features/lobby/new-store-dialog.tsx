import type { CreateStoreBody as CreateStoreInput, Power } from '@comanda/contract/auth';
import { authRoutes, CreateStoreBody } from '@comanda/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../api/api-context';
import { isApiError } from '../../api/api-error';
import { NewStoreFields } from '../../components/new-store/new-store-fields';
import { DEFAULT_TIME_ZONE } from '../../components/new-store/time-zone-options';
import { formIssueMessage } from '../../lib/form-errors';
import { messages } from '../../lib/messages';
import { errorDetails, toast } from '../../lib/toast';

const text = messages.newStore;

interface NewStoreDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The caller's root power in the new store. */
  onCreated: (power: Power) => void;
}

/** 'Nueva tienda': name, slug and time zone; whoever creates it is its root. */
export function NewStoreDialog({ opened, onClose, onCreated }: NewStoreDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={text.title}>
      {opened ? <NewStoreForm onClose={onClose} onCreated={onCreated} /> : null}
    </Modal>
  );
}

function NewStoreForm({ onClose, onCreated }: Omit<NewStoreDialogProps, 'opened'>) {
  const api = useApi();
  const form = useForm<CreateStoreInput, unknown, z.output<typeof CreateStoreBody>>({
    resolver: zodResolver(CreateStoreBody, { error: formIssueMessage }),
    defaultValues: { name: '', slug: '', timezone: DEFAULT_TIME_ZONE },
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      const power = await api.call(authRoutes.createStore, { body });
      toast.success(text.created(power.store.name));
      onCreated(power);
    } catch (error) {
      if (isApiError(error) && error.code === 'STORE:SLUG:TAKEN') {
        form.setError('slug', { message: error.message }, { shouldFocus: true });
      } else {
        toast.error(text.failed(errorDetails(error)));
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {text.intro}
          </Text>
          <NewStoreFields />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {text.cancel}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {text.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
