import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAutoPrintMode, useAutoPrintMode } from './auto-print-setting';

afterEach(() => localStorage.clear());

describe('auto-print setting', () => {
  it('is off unless the device chose a mode, kept under auto_print and shared by every hook', () => {
    expect(parseAutoPrintMode(null)).toBe('off');
    expect(parseAutoPrintMode('sometimes')).toBe('off');
    const settings = renderHook(() => useAutoPrintMode());
    const live = renderHook(() => useAutoPrintMode());
    expect(settings.result.current[0]).toBe('off');
    act(() => settings.result.current[1]('accepted'));
    expect(localStorage.getItem('auto_print')).toBe('accepted');
    expect(live.result.current[0]).toBe('accepted');
    act(() => settings.result.current[1]('created'));
    expect(renderHook(() => useAutoPrintMode()).result.current[0]).toBe('created');
  });
});
