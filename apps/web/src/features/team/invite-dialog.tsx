import { zodResolver } from '@hookform/resolvers/zod';
import { roleLabel } from '@comanda/contract/roles';
import type { Role } from '@comanda/contract/roles';
import { teamRoutes } from '@comanda/contract/team';
import type { CreatedInvitation } from '@comanda/contract/team';
import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useApi } from '../../api/api-context';
import { formIssueMessage } from '../../lib/form-errors';
import { messages } from '../../lib/messages';
import { errorDetails } from '../../lib/toast';
import { useStoreInfo } from '../../lib/store-info';
import { emptyInvite, InviteFormSchema } from './invite-form';
import type { InviteBody, InviteFormValues } from './invite-form';
import { OneTimeLinkPanel } from './one-time-link-panel';
import { grantableRoles } from './team-roles';
import { useRefreshTeam } from './use-team';

const text = messages.team;

export interface InviteDialogProps {
  opened: boolean;
  callerRole: Role;
  onClose: () => void;
}

/** 'Invitar': role and email or phone; the answer's one-time link is then shown once to share. */
export function InviteDialog({ opened, callerRole, onClose }: InviteDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={text.inviteTitle} size="lg">
      {opened ? <InviteFlow callerRole={callerRole} onClose={onClose} /> : null}
    </Modal>
  );
}

function InviteFlow({ callerRole, onClose }: Omit<InviteDialogProps, 'opened'>) {
  const api = useApi();
  const refresh = useRefreshTeam();
  const storeName = useStoreInfo().data?.name ?? messages.app.name;
  const invite = useMutation({
    mutationFn: (body: InviteBody) => api.call(teamRoutes.invite, { body }),
    onSuccess: refresh,
  });
  const sent = invite.variables;
  if (invite.data && sent) {
    return <InviteLink invitation={invite.data} storeName={storeName} phone={sent.phone} onClose={onClose} />;
  }
  return (
    <InviteForm
      callerRole={callerRole}
      pending={invite.isPending}
      error={invite.isError ? text.inviteFailed(errorDetails(invite.error)) : null}
      onSubmit={(body) => invite.mutate(body)}
      onClose={onClose}
    />
  );
}

interface InviteFormProps {
  callerRole: Role;
  pending: boolean;
  error: string | null;
  onSubmit: (body: InviteBody) => void;
  onClose: () => void;
}

function InviteForm({ callerRole, pending, error, onSubmit, onClose }: InviteFormProps) {
  const roles = grantableRoles(callerRole);
  const { register, handleSubmit, formState } = useForm<InviteFormValues, unknown, InviteBody>({
    resolver: zodResolver(InviteFormSchema, { error: formIssueMessage }) as Resolver<InviteFormValues, unknown, InviteBody>,
    defaultValues: emptyInvite('delivery'),
  });
  const { errors } = formState;
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Stack>
        <Text size="sm">{text.inviteText}</Text>
        <NativeSelect
          label={text.role}
          data={roles.map((role) => ({ value: role, label: roleLabel[role] }))}
          withAsterisk
          {...register('role')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={text.email} type="email" autoComplete="off" {...register('email')} error={errors.email?.message} />
          <TextInput label={text.phone} type="tel" autoComplete="off" {...register('phone')} error={errors.phone?.message} />
          <TextInput label={text.firstName} {...register('first_name')} error={errors.first_name?.message} />
          <TextInput label={text.lastName} {...register('last_name')} error={errors.last_name?.message} />
        </SimpleGrid>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {text.createInvitation}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface InviteLinkProps {
  invitation: CreatedInvitation;
  storeName: string;
  phone: string | undefined;
  onClose: () => void;
}

function InviteLink({ invitation, storeName, phone, onClose }: InviteLinkProps) {
  return (
    <Stack>
      <OneTimeLinkPanel
        link={invitation}
        phone={phone}
        shareText={text.link.inviteMessage(storeName, roleLabel[invitation.role], invitation.url)}
      />
      <Group justify="flex-end">
        <Button onClick={onClose}>{text.link.done}</Button>
      </Group>
    </Stack>
  );
}
