import type { Role } from '@comanda/contract/roles';
import { Badge } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../lib/messages';
import { onUseModule } from '../../lib/on-use-module';
import { useFocusAcrossSwap } from '../../lib/use-focus-across-swap';
import { useStoreTimeZone } from '../../lib/store-info';
import classes from './store-status-badge.module.css';
import type { StoreStatusSummary, StoreStatusTone } from './store-status-summary';
import { summarizeStoreStatus } from './store-status-summary';
import { useStoreStatus } from './use-store-status';

const text = messages.storeStatus;

// The panel, its controls and the popover's positioning (floating-ui) load when the person first
// points, touches or types on the page (or clicks the badge): none of it shows on the first paint.
const popover = onUseModule(() =>
  import('./store-status-popover-parts').then((parts) => parts.renderStoreStatusPopover),
);

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
  const renderPopover = popover.useWhenUsed();
  const [opened, setOpened] = useState(false);
  const { ref: buttonRef, node: buttonNode } = useFocusAcrossSwap<HTMLButtonElement>();
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
  // The popover is controlled (its button toggles it). A click before it loaded opens it once it
  // has mounted around the badge, from the focused badge as a click would: closing the panel gives
  // the focus back to it. Until then the badge says the same to a reader.
  const openOnceLoaded = () => {
    popover
      .load()
      .then(() => {
        window.setTimeout(() => {
          buttonNode.current?.focus();
          setOpened(true);
        });
      })
      .catch(() => undefined);
  };
  const waiting = renderPopover ? undefined : { 'aria-haspopup': 'dialog' as const, 'aria-expanded': false };
  const badge = (
    <Badge
      ref={buttonRef}
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
      onClick={renderPopover ? () => setOpened((open) => !open) : openOnceLoaded}
      {...waiting}
    >
      <BadgeText summary={summary} />
    </Badge>
  );
  if (!renderPopover) return badge;
  return renderPopover({ status: status.data, role, timeZone, opened, onChange: setOpened, children: badge });
}
