import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudioContext } from '../../test/fake-audio-context';
import { ALARM_EVERY_MS, createAlarm } from './alarm';

let context: FakeAudioContext;

function setup() {
  context = new FakeAudioContext();
  return createAlarm({ createContext: () => context as unknown as AudioContext });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createAlarm', () => {
  it('stays silent, without an AudioContext, until unlocked by a gesture', async () => {
    const alarm = setup();
    alarm.setActive(true);
    await vi.advanceTimersByTimeAsync(ALARM_EVERY_MS * 3);
    expect(alarm.getSnapshot()).toEqual({ audioState: 'none', active: true, bursts: 0 });
  });

  it('once unlocked and active, schedules a two-tone burst at once and again every 2 s', async () => {
    const alarm = setup();
    alarm.setActive(true);
    alarm.unlock();
    await vi.advanceTimersByTimeAsync(0);
    expect(alarm.getSnapshot()).toMatchObject({ audioState: 'running', active: true, bursts: 1 });
    expect(context.oscillators).toHaveLength(4);
    expect(context.oscillators.every((oscillator) => oscillator.type === 'square')).toBe(true);
    expect(context.oscillators.every((oscillator) => oscillator.startAt !== undefined && oscillator.stopAt !== undefined)).toBe(true);
    await vi.advanceTimersByTimeAsync(ALARM_EVERY_MS * 2);
    expect(alarm.getSnapshot().bursts).toBe(3);
    expect(context.oscillators).toHaveLength(12);
  });

  it('stops the bursts and cuts the sounding tones when no longer active', async () => {
    const alarm = setup();
    alarm.unlock();
    await vi.advanceTimersByTimeAsync(0);
    alarm.setActive(true);
    expect(alarm.getSnapshot().bursts).toBe(1);
    alarm.setActive(false);
    expect(context.sounding()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(ALARM_EVERY_MS * 3);
    expect(alarm.getSnapshot()).toMatchObject({ active: false, bursts: 1 });
  });

  it('waits while the browser suspends the audio and goes on when it runs again', async () => {
    const alarm = setup();
    alarm.unlock();
    await vi.advanceTimersByTimeAsync(0);
    context.setState('suspended');
    alarm.setActive(true);
    await vi.advanceTimersByTimeAsync(ALARM_EVERY_MS * 2);
    expect(alarm.getSnapshot()).toMatchObject({ audioState: 'suspended', bursts: 0 });
    alarm.unlock();
    await vi.advanceTimersByTimeAsync(0);
    expect(alarm.getSnapshot()).toMatchObject({ audioState: 'running', bursts: 1 });
  });

  it('notifies its listeners of each change', async () => {
    const alarm = setup();
    const listener = vi.fn();
    alarm.subscribe(listener);
    alarm.unlock();
    await vi.advanceTimersByTimeAsync(0);
    alarm.setActive(true);
    expect(listener).toHaveBeenCalled();
    expect(alarm.getSnapshot().bursts).toBe(1);
    alarm.dispose();
    expect(alarm.getSnapshot()).toEqual({ audioState: 'none', active: false, bursts: 1 });
  });
});
