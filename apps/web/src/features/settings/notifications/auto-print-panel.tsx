import { Fieldset, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AutoPrintMode } from '../../../components/print/auto-print-setting';
import { AUTO_PRINT_MODES, parseAutoPrintMode, useAutoPrintMode } from '../../../components/print/auto-print-setting';
import { readPrintHost } from '../../../components/print/print-host';
import { messages } from '../../../lib/messages';

const text = messages.settings.notifications.autoPrint;

const modeLabel: Record<AutoPrintMode, string> = {
  off: text.off,
  accepted: text.accepted,
  created: text.created,
};

/** This device's auto-print of the kitchen ticket (kept under auto_print, not on the server). */
export function AutoPrintPanel() {
  const [mode, setMode] = useAutoPrintMode();
  const [host] = useState(() => readPrintHost());
  return (
    <Fieldset legend={text.legend} maw={900}>
      <Stack gap="sm">
        <Radio.Group
          label={text.label}
          value={mode}
          onChange={(value) => setMode(parseAutoPrintMode(value))}
        >
          <Stack gap={6} mt={6}>
            {AUTO_PRINT_MODES.map((option) => (
              <Radio key={option} value={option} label={modeLabel[option]} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {text.hint(host)}
        </Text>
      </Stack>
    </Fieldset>
  );
}
