import type { StockWarning } from '@comanda/contract/catalogue/stock';
import { Alert, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CountField } from '../../components/count-field';
import { messages } from '../../lib/messages';
import { errorDetails } from '../../lib/toast';

const text = messages.stockWarnings;

/**
 * One warning: 'Queda poco: Masa de pizza (3)' in yellow, 'Sin stock: Masa de pizza' in red (an
 * alert, read out at once), with 'Reponer': a number and 'Guardar' in a popover.
 */
export function StockWarningRow({ warning, restock }: { warning: StockWarning; restock: (count: number) => Promise<void> }) {
  const [opened, setOpened] = useState(false);
  const [count, setCount] = useState(warning.warn_count + 1);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const out = warning.level === 'out';
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await restock(count);
      setOpened(false);
    } catch (failure) {
      setError(text.saveError(errorDetails(failure)));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Alert
      // The darkest red keeps white text readable (WCAG AA).
      color={out ? 'red.9' : 'yellow'}
      variant={out ? 'filled' : 'light'}
      role={out ? 'alert' : 'status'}
      p="xs"
      data-testid={`stock-warning-${warning.id}`}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={out ? 700 : 500}>
          {out ? text.out(warning.description) : text.low(warning.description, warning.count)}
        </Text>
        <Popover opened={opened} onChange={setOpened} trapFocus withArrow position="top-end" shadow="md">
          <Popover.Target>
            <Button
              size="compact-sm"
              variant={out ? 'white' : 'default'}
              color={out ? 'red.9' : undefined}
              onClick={() => setOpened((open) => !open)}
            >
              {text.restock}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs">
              <CountField label={text.count(warning.description)} value={count} onChange={setCount} data-autofocus />
              {error ? (
                <Text size="sm" c="red">
                  {error}
                </Text>
              ) : null}
              <Button onClick={() => void save()} loading={saving}>
                {text.save}
              </Button>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      </Group>
    </Alert>
  );
}
