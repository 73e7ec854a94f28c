import type { Money } from '@comanda/contract/money';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../lib/format';
import { installJsdomPolyfills } from '../test/jsdom-polyfills';
import type { MoneyValue } from './money-input';
import { MoneyInput } from './money-input';

beforeEach(() => {
  installJsdomPolyfills();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A form holding one amount, as the catalogue and settings forms do; every change is recorded. */
function renderMoney(initial: MoneyValue | null = { currency: 'ARS', amount: 0 }) {
  const changes: Money[] = [];
  function Form() {
    const [value, setValue] = useState<MoneyValue | null>(initial);
    return (
      <MoneyInput
        label="Importe"
        value={value}
        onChange={(money) => {
          changes.push(money);
          setValue(money);
        }}
      />
    );
  }
  render(
    <MantineProvider>
      <Form />
    </MantineProvider>,
  );
  const input = screen.getByRole('textbox', { name: 'Importe' }) as HTMLInputElement;
  const last = () => changes.at(-1)?.amount;
  return { input, changes, last };
}

const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** What a browser does on an edit: the new text and caret, then the input event React listens to. */
function edit(input: HTMLInputElement, value: string, caret: number) {
  setNativeValue?.call(input, value);
  input.setSelectionRange(caret, caret);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  act(() => vi.runOnlyPendingTimers());
}

/** One key typed at the caret. */
function typeKey(input: HTMLInputElement, key: string) {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  if (!fireEvent.keyDown(input, { key })) return;
  edit(input, input.value.slice(0, start) + key + input.value.slice(end), start + 1);
}

function type(input: HTMLInputElement, text: string) {
  for (const key of text) typeKey(input, key);
}

/** A paste: Mantine may rewrite it; otherwise the browser inserts the text at the caret. */
function paste(input: HTMLInputElement, text: string) {
  const start = input.selectionStart ?? 0;
  const end = input.selectionEnd ?? start;
  const inserted = fireEvent.paste(input, { clipboardData: { getData: () => text } });
  if (inserted) edit(input, input.value.slice(0, start) + text + input.value.slice(end), start + text.length);
  act(() => vi.runOnlyPendingTimers());
}

function focusEmpty(input: HTMLInputElement) {
  fireEvent.focus(input);
  edit(input, '', 0);
}

describe('MoneyInput', () => {
  it('shows amounts as es-AR, like every other amount of the app', () => {
    for (const amount of [0, 6500, 1234567.5, 0.07, 999999999.99]) {
      cleanup();
      const { input } = renderMoney({ currency: 'ARS', amount });
      expect(`${input.value} ARS`).toBe(formatMoney({ amount, currency: 'ARS' }));
    }
  });

  it('typing 6500,5 gives 6500.5 with thousands shown and the caret kept at the end', () => {
    const { input, last } = renderMoney(null);
    focusEmpty(input);
    const shown: string[] = [];
    for (const key of '6500,5') {
      typeKey(input, key);
      shown.push(input.value);
      expect(input.selectionStart).toBe(input.value.length);
    }
    expect(shown).toEqual(['6', '65', '650', '6.500', '6.500,', '6.500,5']);
    expect(last()).toBe(6500.5);
    act(() => input.blur());
    expect(input.value).toBe('6.500,50');
    expect(last()).toBe(6500.5);
  });

  it('keeps the typed digits while the box holds the focus, even when the page loses it', () => {
    const { input, last } = renderMoney(null);
    act(() => input.focus());
    edit(input, '', 0);
    for (const key of '6500,5') typeKey(input, key);
    expect(input.value).toBe('6.500,5');
    // The window loses the focus: the box gets a blur but stays the page's active element.
    fireEvent.blur(input);
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('6.500,5');
    expect(last()).toBe(6500.5);
    // Really left: the two decimals show.
    act(() => input.blur());
    expect(input.value).toBe('6.500,50');
    expect(last()).toBe(6500.5);
  });

  it('typing in the middle keeps the caret after the typed digit as separators move', () => {
    const { input, last } = renderMoney({ currency: 'ARS', amount: 6500 });
    expect(input.value).toBe('6.500,00');
    fireEvent.focus(input);
    input.setSelectionRange(0, 0);
    const steps: Array<[string, number | null]> = [];
    for (const key of '123') {
      typeKey(input, key);
      steps.push([input.value, input.selectionStart]);
    }
    expect(steps).toEqual([
      ['16.500', 1],
      ['126.500', 2],
      ['1.236.500', 4],
    ]);
    expect(last()).toBe(1236500);
  });

  it("the keypad's '.' is the decimal comma", () => {
    const { input, last } = renderMoney(null);
    focusEmpty(input);
    type(input, '1250.75');
    expect(input.value).toBe('1.250,75');
    expect(last()).toBe(1250.75);
  });

  it.each([
    ['6.500,50', 6500.5],
    ['6500,50', 6500.5],
    ['6500.50', 6500.5],
    ['6.500', 6500],
    ['1.234.567,89', 1234567.89],
  ])('pasting %s gives %s', (text, amount) => {
    const { input, last } = renderMoney(null);
    focusEmpty(input);
    paste(input, text);
    expect(last()).toBe(amount);
    act(() => input.blur());
    expect(`${input.value} ARS`).toBe(formatMoney({ amount, currency: 'ARS' }));
  });

  it('keeps cents exact: 0,07 and 19,99 are those amounts, not float neighbours', () => {
    const { input, last } = renderMoney(null);
    focusEmpty(input);
    type(input, '0,07');
    expect(last()).toBe(0.07);
    focusEmpty(input);
    type(input, '19,99');
    expect(last()).toBe(19.99);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(last()).toBe(20);
  });

  it('an emptied box is 0, and a third decimal cannot be typed', () => {
    const { input, last } = renderMoney({ currency: 'ARS', amount: 6500 });
    focusEmpty(input);
    expect(last()).toBe(0);
    type(input, '12,345');
    expect(input.value).toBe('12,34');
    expect(last()).toBe(12.34);
  });
});
