import type { Day } from '@comanda/contract/common';
import type { ScheduleEntry } from '@comanda/contract/store/schedule';
import { DEFAULT_SLOT_INTERVAL_MINUTES, generateScheduleSlots } from '@comanda/contract/store/schedule';
import { Button, Fieldset, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { CountField } from '../../../components/count-field';
import { messages } from '../../../lib/messages';
import { newUuid } from '../../../lib/uuid';
import { dayOptions, isDay } from './day-options';
import type { NewSlots } from './new-slots';

const text = messages.settings.generator;

export interface ScheduleGeneratorProps {
  /** Receives the generated slots, appends those the list lacks, and says how it went. */
  onGenerate: (slots: ScheduleEntry[]) => NewSlots;
}

/**
 * The schedule generator of SPEC.md section 2: day, from, to, interval (30 minutes unless told)
 * and active make consecutive slots from start to end, each as long as the interval. It then
 * says how many were added and how many the list already had.
 */
export function ScheduleGenerator({ onGenerate }: ScheduleGeneratorProps) {
  const [day, setDay] = useState<Day>('mon');
  const [from, setFrom] = useState('00:00');
  const [to, setTo] = useState('00:00');
  const [interval, setIntervalMinutes] = useState(DEFAULT_SLOT_INTERVAL_MINUTES);
  const [active, setActive] = useState(true);
  const [nothing, setNothing] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  function generate() {
    const slots = generateScheduleSlots({ day, from, to, intervalMinutes: interval, active }, newUuid);
    setNothing(slots.length === 0);
    if (slots.length === 0) {
      setOutcome(null);
      return;
    }
    const { added, existed } = onGenerate(slots);
    setOutcome(text.outcome(added.length, existed));
  }

  return (
    <Fieldset legend={text.legend} variant="unstyled">
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs" verticalSpacing="xs">
          <NativeSelect
            label={text.day}
            data={dayOptions}
            value={day}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isDay(value)) setDay(value);
            }}
          />
          <TextInput type="time" label={text.from} value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
          <TextInput type="time" label={text.to} value={to} onChange={(event) => setTo(event.currentTarget.value)} />
          <CountField label={text.interval} value={interval} onChange={setIntervalMinutes} />
        </SimpleGrid>
        <Switch label={text.active} checked={active} onChange={(event) => setActive(event.currentTarget.checked)} />
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconWand size={16} aria-hidden />}
          onClick={generate}
        >
          {text.generate}
        </Button>
        {/* Announced, so a screen reader hears the outcome of each 'Generar'. */}
        <Text size="sm" c={nothing ? 'red' : undefined} role="status">
          {nothing ? text.nothing : outcome}
        </Text>
      </Stack>
    </Fieldset>
  );
}
