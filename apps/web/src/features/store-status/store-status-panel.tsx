import type { Role } from '@comanda/contract/roles';
import type {
  ChannelStatus,
  PauseTarget,
  StatusChange,
  StatusDuration,
  StoreStatus,
} from '@comanda/contract/store/status';
import {
  EXTRA_DELAY_MAX_MINUTES,
  EXTRA_DELAY_STEP_MINUTES,
  pauseTargetLabel,
  STATUS_DURATIONS,
} from '@comanda/contract/store/status';
import { Button, Chip, Divider, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { formatTimeIn } from '../../lib/format';
import { messages } from '../../lib/messages';
import { canControlStoreStatus } from './store-status-access';
import { CHANNELS, pauseEnd, summarizeStoreStatus } from './store-status-summary';
import { useStoreStatusActions } from './use-store-status-actions';

const text = messages.storeStatus;

const PAUSE_TARGETS = ['both', 'shipment', 'take_away'] as const satisfies readonly PauseTarget[];

/** A duration chip's value ('15', '30', '60', 'turn') and back. */
const durationValue = (duration: StatusDuration): string => (duration === null ? 'turn' : String(duration));
const durationOf = (value: string): StatusDuration =>
  STATUS_DURATIONS.find((duration) => durationValue(duration) === value) ?? null;
const durationLabel = (duration: StatusDuration): string =>
  duration === null ? text.durationTurn : text.duration(duration);

function changedBy(change: StatusChange, timeZone: string | undefined): string {
  return text.changedBy(change.by, formatTimeIn(change.at, timeZone));
}

function channelState(channel: ChannelStatus, timeZone: string | undefined): string {
  if (channel.open) return text.channel.open;
  switch (channel.reason) {
    case 'paused':
      return channel.pause
        ? `${text.channel.paused(pauseEnd(channel.pause, timeZone))} · ${changedBy(channel.pause, timeZone)}`
        : text.channel.paused(text.untilTurnCloses);
    case 'channel_disabled':
      return text.channel.disabled;
    case 'turn_closed':
      return text.channel.turnClosed;
    default:
      return channel.accepts_later_slots
        ? `${text.channel.outsideHours} · ${text.channel.laterSlots}`
        : text.channel.outsideHours;
  }
}

function extraState(status: StoreStatus, timeZone: string | undefined): string {
  const extra = status.extra_delay;
  const preparation = text.delayMinutes(status.preparation_delay);
  if (!extra) return `${preparation} · ${text.noExtra}`;
  return `${preparation} · ${text.extraUntil(extra.minutes, pauseEnd(extra, timeZone))} · ${changedBy(extra, timeZone)}`;
}

/** Which pause a 'Reanudar' lifts: both when both channels are paused, else the paused one. */
function resumeTarget(status: StoreStatus): PauseTarget | null {
  const paused = CHANNELS.filter((channel) => status[channel].pause !== null);
  if (paused.length === CHANNELS.length) return 'both';
  return paused[0] ?? null;
}

export interface StoreStatusPanelProps {
  status: StoreStatus;
  role: Role;
  timeZone: string | undefined;
  /** The title's id, which names the dialog around the panel. */
  titleId?: string;
}

/**
 * What the badge means in full (each channel, the delay, who paused and when) and, for root,
 * admin and operator while the turn is open, the pause and extra delay controls.
 */
export function StoreStatusPanel({ status, role, timeZone, titleId }: StoreStatusPanelProps) {
  const summary = summarizeStoreStatus(status, timeZone);
  return (
    <Stack gap="xs">
      {/* Opening the panel focuses its title, so a screen reader starts here and Tab reaches the controls. */}
      <Text fw={700} id={titleId} tabIndex={-1} data-autofocus>
        {text.panelTitle}
      </Text>
      <Text size="sm" data-testid="store-status-panel-summary">
        {summary.text}
      </Text>
      <Stack gap={2} component="dl" m={0}>
        {CHANNELS.map((channel) => (
          <Text key={channel} size="sm" component="div">
            <Text span fw={600} component="dt" display="inline">
              {`${pauseTargetLabel[channel]}: `}
            </Text>
            <Text span component="dd" display="inline" m={0}>
              {channelState(status[channel], timeZone)}
            </Text>
          </Text>
        ))}
        <Text size="sm" component="div">
          <Text span fw={600} component="dt" display="inline">
            {`${text.delay}: `}
          </Text>
          <Text span component="dd" display="inline" m={0}>
            {extraState(status, timeZone)}
          </Text>
        </Text>
      </Stack>
      {canControlStoreStatus(role) ? <StoreStatusControls status={status} /> : null}
    </Stack>
  );
}

function StoreStatusControls({ status }: { status: StoreStatus }) {
  const actions = useStoreStatusActions();
  const [target, setTarget] = useState<PauseTarget>('both');
  const [extraDuration, setExtraDuration] = useState<StatusDuration>(status.extra_delay?.until === null ? null : 60);
  const extraForId = useId();
  const resume = resumeTarget(status);
  const extra = status.extra_delay?.minutes ?? 0;

  if (!status.turn_open) {
    return (
      <Text size="sm" c="dimmed">
        {text.needsTurn}
      </Text>
    );
  }
  return (
    <>
      <Divider />
      <Text fw={600} size="sm">
        {text.pauseTitle}
      </Text>
      <Group role="radiogroup" aria-label={text.pauseChannel} gap={6}>
        <Chip.Group value={target} onChange={(value) => setTarget(value as PauseTarget)}>
          {PAUSE_TARGETS.map((value) => (
            <Chip key={value} value={value} size="xs">
              {pauseTargetLabel[value]}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
      <Group gap={6}>
        {STATUS_DURATIONS.map((minutes) => (
          <Button
            key={durationValue(minutes)}
            size="compact-sm"
            variant="light"
            disabled={actions.pending}
            aria-label={text.pauseFor(`${pauseTargetLabel[target].toLowerCase()} ${durationLabel(minutes).toLowerCase()}`)}
            onClick={() => actions.run({ kind: 'pause', body: { channel: target, minutes } })}
          >
            {durationLabel(minutes)}
          </Button>
        ))}
      </Group>
      {resume ? (
        <Button
          size="compact-sm"
          color="teal.9"
          disabled={actions.pending}
          onClick={() => actions.run({ kind: 'resume', channel: resume })}
        >
          {text.resume(pauseTargetLabel[resume])}
        </Button>
      ) : null}
      <Divider />
      <Text fw={600} size="sm">
        {text.extraTitle}
      </Text>
      <Group role="radiogroup" aria-labelledby={extraForId} gap={6}>
        <Text size="xs" c="dimmed" id={extraForId}>
          {text.extraFor}
        </Text>
        <Chip.Group value={durationValue(extraDuration)} onChange={(value) => setExtraDuration(durationOf(value))}>
          {STATUS_DURATIONS.map((duration) => (
            <Chip key={durationValue(duration)} value={durationValue(duration)} size="xs">
              {durationLabel(duration)}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
      <Group gap={6}>
        <Button
          size="compact-sm"
          variant="light"
          disabled={actions.pending || extra >= EXTRA_DELAY_MAX_MINUTES}
          title={extra >= EXTRA_DELAY_MAX_MINUTES ? text.extraMax(EXTRA_DELAY_MAX_MINUTES) : undefined}
          onClick={() =>
            actions.run({
              kind: 'extra_delay',
              body: {
                minutes: Math.min(extra + EXTRA_DELAY_STEP_MINUTES, EXTRA_DELAY_MAX_MINUTES),
                duration: extraDuration,
              },
            })
          }
        >
          {text.addExtra(EXTRA_DELAY_STEP_MINUTES)}
        </Button>
        {extra > 0 ? (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.9"
            disabled={actions.pending}
            onClick={() => actions.run({ kind: 'extra_delay', body: { minutes: 0, duration: null } })}
          >
            {text.removeExtra}
          </Button>
        ) : null}
      </Group>
    </>
  );
}
