import type { OrderClient } from '@comanda/contract/orders';
import { Anchor, SimpleGrid } from '@mantine/core';
import { messages } from '../../../lib/messages';
import { whatsappUrl } from './external-links';
import { LabelledValue } from './labelled-value';

const text = messages.orders.client;

/** Tab Cliente: the name and the phone, which opens a WhatsApp chat (a link, never fetched). */
export function ClientTab({ client }: { client: OrderClient }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <LabelledValue label={text.name}>{client.name}</LabelledValue>
      <LabelledValue label={text.phone}>
        <Anchor href={whatsappUrl(client.phone)} target="_blank" rel="noopener noreferrer" aria-label={text.chat(client.phone)}>
          {client.phone}
        </Anchor>
      </LabelledValue>
    </SimpleGrid>
  );
}
