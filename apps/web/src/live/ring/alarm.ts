/**
 * The new-order alarm, synthesised with the Web Audio API (nothing is fetched): a loud two-tone
 * burst repeated every couple of seconds while it is on. Browsers start audio only after a user
 * gesture, so `unlock()` must run inside one (a click, a key press).
 */
export type AlarmAudioState = AudioContextState | 'none';

export interface AlarmSnapshot {
  /** The AudioContext's state; 'none' until the first unlock. */
  audioState: AlarmAudioState;
  /** It should sound now (ringing orders and sound on). */
  active: boolean;
  /** Bursts scheduled on the AudioContext since the page loaded (a test can watch it grow). */
  bursts: number;
}

export interface Alarm {
  getSnapshot(): AlarmSnapshot;
  subscribe(listener: () => void): () => void;
  /** Creates or resumes the AudioContext; call it from a user gesture. */
  unlock(): void;
  setActive(active: boolean): void;
  dispose(): void;
}

export interface AlarmOptions {
  createContext?: () => AudioContext | null;
  /** From the start of one burst to the next. */
  everyMs?: number;
}

export const ALARM_EVERY_MS = 2_000;

/** Hz, start and length in seconds within a burst: hi-lo, hi-lo, like a store bell. */
const BURST: ReadonlyArray<readonly [number, number, number]> = [
  [1046, 0, 0.16],
  [784, 0.2, 0.16],
  [1046, 0.4, 0.16],
  [784, 0.6, 0.22],
];
const PEAK_GAIN = 0.5;

function browserContext(): AudioContext | null {
  const Context =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Context ? new Context() : null;
}

export function createAlarm({ createContext = browserContext, everyMs = ALARM_EVERY_MS }: AlarmOptions = {}): Alarm {
  let context: AudioContext | null = null;
  let active = false;
  let bursts = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const sounding = new Set<OscillatorNode>();
  const listeners = new Set<() => void>();
  let snapshot: AlarmSnapshot = { audioState: 'none', active, bursts };

  function publish() {
    const next: AlarmSnapshot = { audioState: context?.state ?? 'none', active, bursts };
    if (
      next.audioState === snapshot.audioState &&
      next.active === snapshot.active &&
      next.bursts === snapshot.bursts
    ) {
      return;
    }
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function burst(audio: AudioContext) {
    const start = audio.currentTime + 0.02;
    for (const [frequency, offset, length] of BURST) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'square';
      oscillator.frequency.setValueAtTime(frequency, start + offset);
      const from = start + offset;
      const to = from + length;
      gain.gain.setValueAtTime(0, from);
      gain.gain.linearRampToValueAtTime(PEAK_GAIN, from + 0.01);
      gain.gain.setValueAtTime(PEAK_GAIN, to - 0.02);
      gain.gain.linearRampToValueAtTime(0, to);
      oscillator.connect(gain);
      gain.connect(audio.destination);
      oscillator.addEventListener('ended', () => {
        sounding.delete(oscillator);
        gain.disconnect();
      });
      sounding.add(oscillator);
      oscillator.start(from);
      oscillator.stop(to);
    }
    bursts += 1;
    publish();
  }

  function silence() {
    clearInterval(timer);
    timer = undefined;
    for (const oscillator of sounding) {
      try {
        oscillator.stop();
      } catch {
        // Already stopped.
      }
    }
    sounding.clear();
  }

  /** Starts or stops the bursts to match `active` and the context's state. */
  function sync() {
    const audio = context;
    const shouldSound = active && audio?.state === 'running';
    if (shouldSound && timer === undefined && audio) {
      burst(audio);
      timer = setInterval(() => {
        if (audio.state === 'running') burst(audio);
      }, everyMs);
    } else if (!shouldSound && timer !== undefined) {
      silence();
    }
    publish();
  }

  return {
    getSnapshot: () => snapshot,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    unlock() {
      if (!context) {
        try {
          context = createContext();
        } catch {
          context = null;
        }
        context?.addEventListener('statechange', sync);
      }
      if (context && context.state !== 'running' && context.state !== 'closed') {
        void context.resume().then(sync, () => undefined);
      }
      sync();
    },

    setActive(next) {
      active = next;
      sync();
    },

    dispose() {
      active = false;
      silence();
      context?.removeEventListener('statechange', sync);
      void context?.close().catch(() => undefined);
      context = null;
      publish();
    },
  };
}
