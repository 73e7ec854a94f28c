import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScreenWakeLock } from './use-screen-wake-lock';

class FakeSentinel extends EventTarget {
  released = false;
  release = vi.fn(async () => {
    this.released = true;
  });
}

function installWakeLock() {
  const sentinels: FakeSentinel[] = [];
  const request = vi.fn(async () => {
    const sentinel = new FakeSentinel();
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

let visibility: DocumentVisibilityState = 'visible';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'wakeLock');
  vi.restoreAllMocks();
  visibility = 'visible';
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useScreenWakeLock', () => {
  it('keeps the screen awake while enabled and lets go when disabled', async () => {
    const { request, sentinels } = installWakeLock();
    const { rerender } = renderHook(({ on }) => useScreenWakeLock(on), { initialProps: { on: true } });
    await flush();
    expect(request).toHaveBeenCalledWith('screen');
    rerender({ on: false });
    await flush();
    expect(sentinels[0]?.release).toHaveBeenCalled();
  });

  it('asks again when the tab shows after the browser dropped the lock', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const { request, sentinels } = installWakeLock();
    renderHook(() => useScreenWakeLock(true));
    await flush();
    expect(request).toHaveBeenCalledTimes(1);
    // Hidden: the browser releases the lock.
    visibility = 'hidden';
    if (sentinels[0]) sentinels[0].released = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(request).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('does nothing when unsupported or not enabled, and ignores a refusal', async () => {
    expect(() => renderHook(() => useScreenWakeLock(true))).not.toThrow();
    const { request } = installWakeLock();
    renderHook(() => useScreenWakeLock(false));
    await flush();
    expect(request).not.toHaveBeenCalled();
    request.mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    renderHook(() => useScreenWakeLock(true));
    await flush();
    expect(request).toHaveBeenCalledTimes(1);
  });
});
