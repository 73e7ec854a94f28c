import { createContext, use } from 'react';
import type { LiveHub } from './live-hub';
import type { Alarm } from './ring/alarm';

/** The new-order alarm on this device: undefined until the one-time prompt is answered. */
export type SoundChoice = 'on' | 'off' | undefined;

export interface LiveContextValue {
  hub: LiveHub;
  alarm: Alarm;
  sound: SoundChoice;
  /** Run it from a user gesture: starts the audio and asks for notification permission. */
  enableSound(): void;
  disableSound(): void;
}

export const LiveContext = createContext<LiveContextValue | null>(null);

export function useLiveContext(): LiveContextValue {
  const live = use(LiveContext);
  if (!live) throw new Error('the live hooks need LiveProvider');
  return live;
}
