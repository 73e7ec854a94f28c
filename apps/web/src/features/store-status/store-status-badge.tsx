import type { Role } from '@comanda/contract/roles';
import { Badge } from '@mantine/core';
import { messages } from '../../lib/messages';
import { useStoreTimeZone } from '../../lib/store-info';
import classes from './store-status-badge.module.css';
import type { StoreStatusSummary, StoreStatusTone } from './store-status-summary';
import { summarizeStoreStatus } from './store-status-summary';
import { StoreStatusPopover } from './store-status-popover';
import { useStoreStatus } from './use-store-status';

const text = messages.storeStatus;

/** Filled colours whose text (by autoContrast) keeps 4.5:1; the words say the same as the colour. */
export const storeStatusToneColor: Record<StoreStatusTone, string> = {
  open: 'teal.9',
  partial: 'yellow.4',
  paused: 'red.9',
  closed: 'gray.7',
};

function BadgeText({ summary }: { summary: Pick<StoreStatusSummary, 'text' | 'short'> }) {
  return (
    <>
      <span className={classes.full}>{summary.text}</span>
      <span className={classes.short} aria-hidden>
        {summary.short}
      </span>
    </>
  );
}

/**
 * The header's store status for every staff role: whether customers can order now ('Abierta',
 * 'Pausada hasta 21:40', 'Fuera de horario (abre 19:00)', 'Turno cerrado'), in colour and words.
 * It opens the details, with the pause and extra delay controls for root, admin and operator.
 * Browser tests read data-tone and data-status-text.
 */
export function StoreStatusBadge({ role }: { role: Role }) {
  const status = useStoreStatus();
  const timeZone = useStoreTimeZone();
  if (status.isPending) return null;
  if (status.isError) {
    return (
      <Badge
        color="gray.7"
        size="lg"
        radius="sm"
        tt="none"
        fw={600}
        className={classes.root}
        style={{ flexShrink: 0 }}
        title={status.error.message}
        data-testid="store-status-badge"
        data-tone="unknown"
        data-status-text={text.unknown}
      >
        <BadgeText summary={{ text: text.unknown, short: text.short.unknown }} />
      </Badge>
    );
  }
  const summary = summarizeStoreStatus(status.data, timeZone);
  return (
    <StoreStatusPopover status={status.data} role={role} timeZone={timeZone}>
      <Badge
        component="button"
        type="button"
        color={storeStatusToneColor[summary.tone]}
        autoContrast
        size="lg"
        radius="sm"
        tt="none"
        fw={600}
        className={classes.root}
        style={{ flexShrink: 0, cursor: 'pointer' }}
        title={text.badgeHint}
        data-testid="store-status-badge"
        data-tone={summary.tone}
        data-status-text={summary.text}
      >
        <BadgeText summary={summary} />
      </Badge>
    </StoreStatusPopover>
  );
}
