import { ActionIcon, Badge, Button, Group } from '@mantine/core';
import { IconBellRinging, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../lib/messages';
import classes from './live-header-controls.module.css';
import type { LiveIndicator } from './live-health';
import { useAlarm, useLiveStatus, useRingingOrders, useRingSound } from './use-live';
import { HintTooltip } from '../components/hint-tooltip';

const { live: texts } = messages;

const statusColor: Record<LiveIndicator, string> = {
  connecting: 'gray',
  live: 'green',
  offline: 'red',
};

/**
 * The header's live corner: the stream indicator, the count of ringing orders (a link to the
 * list) and the alarm's mute switch. Its wrapper carries what browser tests observe:
 * data-live-status, data-ringing, data-ringing-count, data-sound, data-audio-state, data-alarm
 * ('playing' | 'idle') and data-alarm-bursts.
 */
export function LiveHeaderControls() {
  const status = useLiveStatus();
  const ringing = useRingingOrders();
  const alarm = useAlarm();
  const sound = useRingSound();
  const count = ringing.length;
  const soundOn = sound.choice === 'on';
  const playing = alarm.active && alarm.audioState === 'running';

  return (
    <Group
      gap={6}
      wrap="nowrap"
      data-testid="live-indicator"
      data-live-status={status}
      data-ringing={String(count > 0)}
      data-ringing-count={count}
      data-sound={sound.choice ?? 'unset'}
      data-audio-state={alarm.audioState}
      data-alarm={playing ? 'playing' : 'idle'}
      data-alarm-bursts={alarm.bursts}
    >
      <HintTooltip label={texts.statusHint[status]} withArrow>
        <Badge
          role="status"
          aria-live="polite"
          variant="dot"
          color={statusColor[status]}
          size="lg"
          radius="sm"
          tt="none"
          fw={600}
        >
          <span className={classes.statusLabel}>{texts.status[status]}</span>
        </Badge>
      </HintTooltip>
      {count > 0 ? (
        <Button
          component={Link}
          to="/orders"
          color="red.9"
          size="compact-sm"
          leftSection={<IconBellRinging size={16} stroke={1.8} aria-hidden />}
          aria-label={texts.ringing(count)}
        >
          {count}
        </Button>
      ) : null}
      <HintTooltip label={soundOn ? texts.sound.mute : texts.sound.unmute} withArrow>
        <ActionIcon
          variant="subtle"
          color={soundOn ? 'gray' : 'red'}
          size="lg"
          aria-label={soundOn ? texts.sound.mute : texts.sound.unmute}
          onClick={soundOn ? sound.disable : sound.enable}
        >
          {soundOn ? (
            <IconVolume size={20} stroke={1.6} aria-hidden />
          ) : (
            <IconVolumeOff size={20} stroke={1.6} aria-hidden />
          )}
        </ActionIcon>
      </HintTooltip>
    </Group>
  );
}
