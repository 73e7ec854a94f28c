import type { DeliveryMethod } from '@comanda/contract/order-enums';
import { deliveryMethodLabel } from '@comanda/contract/order-enums';
import type { Address } from '@comanda/contract/store/address';
import { Alert, NativeSelect, Radio, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { messages } from '../../../lib/messages';
import type { DraftDelivery } from './order-draft';
import { parseSlotValue, slotLabel, slotValue } from './slot-label';
import { useSlots } from './use-counter-order-data';

const text = messages.counterOrder;

export interface DeliveryFieldsProps {
  slug: string;
  methods: readonly DeliveryMethod[];
  delivery: DraftDelivery;
  onChange: (delivery: DraftDelivery) => void;
  addressError?: string;
}

/** Envio or retiro, now or a slot the store takes (slots route), and the address of a shipment. */
export function DeliveryFields({ slug, methods, delivery, onChange, addressError }: DeliveryFieldsProps) {
  const slots = useSlots(slug, delivery.method);
  const answer = slots.data;
  const immediateOk = answer?.immediate ?? true;
  // 'Lo antes posible' is not taken now: a slot is the only way, so start there.
  useEffect(() => {
    if (answer && !answer.immediate && delivery.slot === null && answer.slots[0]) {
      onChange({ ...delivery, slot: { date: answer.slots[0].date, schedule_id: answer.slots[0].schedule_id } });
    }
  }, [answer, delivery, onChange]);

  const setAddress = (field: keyof Address, value: string) =>
    onChange({ ...delivery, location: { ...delivery.location, [field]: value } });
  const scheduled = delivery.slot !== null;
  const slotData = (answer?.slots ?? []).map((slot) => ({ value: slotValue(slot), label: slotLabel(slot) }));

  return (
    <Stack gap="sm">
      {methods.length > 1 && (
        <SegmentedControl
          aria-label={text.method}
          fullWidth
          value={delivery.method}
          onChange={(value) => onChange({ ...delivery, method: value as DeliveryMethod, slot: null })}
          data={methods.map((method) => ({ value: method, label: deliveryMethodLabel[method] }))}
        />
      )}
      {methods.length === 1 && <Text size="sm">{deliveryMethodLabel[delivery.method]}</Text>}
      <Radio.Group
        label={text.when}
        value={scheduled ? 'scheduled' : 'asap'}
        onChange={(value) => {
          if (value === 'asap') onChange({ ...delivery, slot: null });
          else if (answer?.slots[0]) onChange({ ...delivery, slot: { date: answer.slots[0].date, schedule_id: answer.slots[0].schedule_id } });
        }}
      >
        <Stack gap={6} mt={4}>
          <Radio value="asap" label={text.asap} disabled={!immediateOk} />
          {!immediateOk && answer?.immediate_refusal && (
            <Text size="sm" c="dimmed" pl="xl">
              {answer.immediate_refusal.description}
            </Text>
          )}
          <Radio value="scheduled" label={text.scheduled} disabled={(answer?.slots.length ?? 0) === 0} />
        </Stack>
      </Radio.Group>
      {scheduled && (
        <NativeSelect
          label={text.slot}
          data={slotData}
          value={delivery.slot ? slotValue(delivery.slot) : ''}
          onChange={(event) => {
            const slot = parseSlotValue(event.currentTarget.value);
            if (slot) onChange({ ...delivery, slot });
          }}
        />
      )}
      {answer && !answer.immediate && answer.slots.length === 0 && (
        <Alert color="yellow" variant="light">
          {answer.slots_refusal?.description ?? answer.immediate_refusal?.description ?? text.noSlots}
        </Alert>
      )}
      {delivery.method === 'shipment' && (
        <Stack gap="xs" role="group" aria-label={text.address}>
          <Text fw={600} size="sm">
            {text.address}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={text.addressOne} required value={delivery.location.address_one} onChange={(event) => setAddress('address_one', event.currentTarget.value)} error={addressError} />
            <TextInput label={text.city} required value={delivery.location.city} onChange={(event) => setAddress('city', event.currentTarget.value)} />
            <TextInput label={text.addressTwo} value={delivery.location.address_two} onChange={(event) => setAddress('address_two', event.currentTarget.value)} />
            <TextInput label={text.indications} value={delivery.location.indications} onChange={(event) => setAddress('indications', event.currentTarget.value)} />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
