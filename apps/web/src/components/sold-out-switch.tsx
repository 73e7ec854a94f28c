import { Switch } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../lib/messages';
import { actionToast } from '../lib/toast';

const text = messages.soldOut;

export interface SoldOutSwitchProps {
  /** What it marks, as the toasts name it ('Pizza', 'Extras, Queso'). */
  name: string;
  /** The switch's accessible name ('Agotado: Pizza'). */
  label: string;
  /** Sold out now (the article's or option's `disabled`). */
  soldOut: boolean;
  /** Sends the change; resolves once the lists show it (so the switch does not flick back). */
  mark: (soldOut: boolean) => Promise<unknown>;
  /** Shows 'Agotado' beside the switch (a list row); without it only its accessible name says it. */
  withText?: boolean;
}

/**
 * 'Agotado' in one tap: the switch moves at once and stays while the call runs, with the save
 * toasts ('Guardando ...', then 'Pizza: agotado' or 'Error' with the API's text, the switch back).
 */
export function SoldOutSwitch({ name, label, soldOut, mark, withText = false }: SoldOutSwitchProps) {
  const [sending, setSending] = useState<boolean | null>(null);

  async function change(next: boolean) {
    setSending(next);
    await actionToast(mark(next), {
      loading: text.saving,
      success: next ? text.markedSoldOut(name) : text.markedAvailable(name),
      error: text.failed,
    });
    setSending(null);
  }

  return (
    <Switch
      color="red"
      label={withText ? text.label : undefined}
      aria-label={label}
      checked={sending ?? soldOut}
      disabled={sending !== null}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => void change(event.currentTarget.checked)}
    />
  );
}
