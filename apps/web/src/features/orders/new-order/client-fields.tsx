import type { ClientLookup } from '@comanda/contract/orders';
import { Loader, SimpleGrid, Text, TextInput } from '@mantine/core';
import { messages } from '../../../lib/messages';

const text = messages.counterOrder;

export interface ClientFieldsProps {
  phone: string;
  name: string;
  onPhone: (phone: string) => void;
  onName: (name: string) => void;
  client: ClientLookup | null | undefined;
  searching: boolean;
  errors: { phone?: string; name?: string };
}

/** Phone first: a valid phone finds the store's earlier client; then the name. */
export function ClientFields({ phone, name, onPhone, onName, client, searching, errors }: ClientFieldsProps) {
  let status: string | null = null;
  if (searching) status = text.searching;
  else if (client) status = text.knownClient(client.orders_count);
  else if (client === null) status = text.newClient;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={text.phone}
        description={text.phoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        required
        value={phone}
        onChange={(event) => onPhone(event.currentTarget.value)}
        error={errors.phone}
        rightSection={searching ? <Loader size="xs" aria-hidden /> : null}
        data-autofocus
      />
      <TextInput
        label={text.name}
        required
        autoComplete="off"
        value={name}
        onChange={(event) => onName(event.currentTarget.value)}
        error={errors.name}
      />
      {status && (
        <Text size="sm" c="dimmed" role="status">
          {status}
        </Text>
      )}
    </SimpleGrid>
  );
}
