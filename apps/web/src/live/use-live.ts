import type { StreamEvent } from '@comanda/contract/events';
import type { Order } from '@comanda/contract/orders';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { SoundChoice } from './live-context';
import { useLiveContext } from './live-context';
import type { AlarmSnapshot } from './ring/alarm';
import type { LiveIndicator } from './live-health';

/** The header's indicator: 'connecting', 'live' or 'offline' (the stream or the data loads fail). */
export function useLiveStatus(): LiveIndicator {
  const { hub } = useLiveContext();
  return useSyncExternalStore(hub.subscribeStatus, hub.getStatus, hub.getStatus);
}

/** The orders that ring now ('Nueva' and unattended), oldest number first. */
export function useRingingOrders(): readonly Order[] {
  const { hub } = useLiveContext();
  const { ringing } = hub;
  return useSyncExternalStore(ringing.subscribe, ringing.getSnapshot, ringing.getSnapshot);
}

/** Calls `listener` with every stream event while the component is mounted. */
export function useLiveEvent(listener: (event: StreamEvent) => void): void {
  const { hub } = useLiveContext();
  const onEvent = useEffectEvent(listener);
  useEffect(() => hub.listen((event) => onEvent(event)), [hub]);
}

/** The alarm's audio state, whether it sounds and how many bursts it scheduled. */
export function useAlarm(): AlarmSnapshot {
  const { alarm } = useLiveContext();
  return useSyncExternalStore(alarm.subscribe, alarm.getSnapshot, alarm.getSnapshot);
}

export interface RingSound {
  choice: SoundChoice;
  enable(): void;
  disable(): void;
}

export function useRingSound(): RingSound {
  const { sound, enableSound, disableSound } = useLiveContext();
  return { choice: sound, enable: enableSound, disable: disableSound };
}
