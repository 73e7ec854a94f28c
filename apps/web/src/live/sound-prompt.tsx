import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellRinging, IconVolume } from '@tabler/icons-react';
import { useId } from 'react';
import { useAccess } from '../auth/use-auth';
import { messages } from '../lib/messages';
import classes from './sound-prompt.module.css';
import { useAlarm, useRingingOrders, useRingSound } from './use-live';

const { sound: texts } = messages.live;

/**
 * The one-time 'Activar sonido' prompt: the browser lets a page sound only after a gesture, so
 * the button press starts the audio (and asks for notification permission). It comes back while
 * orders ring and the audio is not running yet (sound on, but no tap since the page loaded).
 * Riders are not asked: they cannot accept orders, so the new-order alarm is not theirs to turn on.
 */
export function SoundPrompt() {
  const { role } = useAccess();
  return role === 'delivery' ? null : <SoundPromptPanel />;
}

function SoundPromptPanel() {
  const titleId = useId();
  const sound = useRingSound();
  const alarm = useAlarm();
  const ringing = useRingingOrders().length > 0;
  const unanswered = sound.choice === undefined;
  const silentRing = sound.choice === 'on' && ringing && alarm.audioState !== 'running';
  if (!unanswered && !silentRing) return null;

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="sm"
      mb="md"
      bg={ringing ? 'red.9' : 'brand.0'}
      c={ringing ? 'white' : undefined}
      data-testid="sound-prompt"
      data-ringing={String(ringing)}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant={ringing ? 'white' : 'filled'} color={ringing ? 'red.9' : 'brand'} size="lg" radius="xl">
          {ringing ? <IconBellRinging size={20} aria-hidden /> : <IconVolume size={20} aria-hidden />}
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text id={titleId} fw={700} size="sm">
            {texts.title}
          </Text>
          <div className={classes.texts}>
            <Text size="sm" data-hidden={!ringing || undefined} aria-hidden={!ringing || undefined}>
              {texts.promptRinging}
            </Text>
            <Text size="sm" data-hidden={ringing || undefined} aria-hidden={ringing || undefined}>
              {texts.prompt}
            </Text>
          </div>
          <Group gap="sm">
            <Button
              size="sm"
              variant={ringing ? 'white' : 'filled'}
              color={ringing ? 'red.9' : 'brand'}
              leftSection={<IconVolume size={18} aria-hidden />}
              onClick={sound.enable}
            >
              {texts.enable}
            </Button>
            {unanswered ? (
              <Button
                size="sm"
                variant={ringing ? 'outline' : 'default'}
                color={ringing ? 'white' : undefined}
                onClick={sound.disable}
              >
                {texts.dismiss}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
