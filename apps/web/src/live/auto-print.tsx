import type { StreamEvent } from '@comanda/contract/events';
import type { Order } from '@comanda/contract/orders';
import { isOrderWorker } from '@comanda/contract/roles';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAuthState } from '../auth/use-auth';
import type { AutoPrintMode } from '../components/print/auto-print-setting';
import { useAutoPrintMode } from '../components/print/auto-print-setting';
import { OrderTickets } from '../components/print/order-tickets';
import { readPrintHost } from '../components/print/print-host';
import type { AutoPrintResult } from '../components/print/printed-tickets';
import { AUTO_PRINT_ATTEMPTS, markPrinted, printOnce, webLocks } from '../components/print/printed-tickets';
import { sendToPrintHost } from '../components/print/send-to-print-host';
import { baseMessages } from '../lib/base-messages';
import { browserStorage } from '../lib/key-value-storage';
import { messages } from '../lib/messages';
import { useStoreTimeZone } from '../lib/store-info';
import { toast } from '../lib/toast';
import { useLiveEvent } from './use-live';

const text = messages.orders.print.auto;

/** A failed automatic print is tried once more after this long (unless printed meanwhile). */
export const AUTO_PRINT_RETRY_MS = 30_000;

/**
 * The order whose kitchen ticket this stream event asks to print in that mode, else null.
 * 'Aceptar' sends one event per field it changes (preparation, status, promised time, seen);
 * the preparation's, pending to in process, is the one every acceptance has.
 */
export function autoPrintOrder(event: StreamEvent, mode: AutoPrintMode): Order | null {
  if (event.type !== 'order') return null;
  if (mode === 'accepted' && event.action === 'accept' && event.field === 'preparation') return event.order;
  if (mode === 'created' && event.kind === 'order:created') return event.order;
  return null;
}

const failureToastId = (orderId: string) => `auto-print-${orderId}`;

/**
 * Auto-print (issue 10), in the live layer so it works on every back-office screen: as the
 * device's setting says, the kitchen ticket of an accepted or arriving order goes to the print
 * host once per device (printed-tickets.ts). A failure shows a toast with the reason that stays
 * until closed and offers the browser print; it is retried once, never more.
 */
export function AutoPrint() {
  const state = useAuthState();
  // The roles whose print button works (SPEC.md section 6).
  const canPrint = state.status === 'access' && isOrderWorker(state.role);
  const [mode] = useAutoPrintMode();
  const timeZone = useStoreTimeZone();
  const [paper, setPaper] = useState<Order | null>(null);
  const retries = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = retries.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const cancelRetry = (orderId: string) => {
    clearTimeout(retries.current.get(orderId));
    retries.current.delete(orderId);
  };

  const printInBrowser = (order: Order) => {
    cancelRetry(order.id);
    notifications.hide(failureToastId(order.id));
    flushSync(() => setPaper(order));
    try {
      window.print();
    } finally {
      setPaper(null);
    }
    markPrinted(browserStorage(), order.id, ['kitchen']);
  };

  const report = (order: Order, result: AutoPrintResult, attempt: (order: Order) => void) => {
    if (result.status === 'printed') {
      notifications.hide(failureToastId(order.id));
      toast.success(text.sent(order.number));
      return;
    }
    if (result.status !== 'failed') return;
    notifications.hide(failureToastId(order.id));
    notifications.show({
      id: failureToastId(order.id),
      color: 'red',
      title: text.failedTitle(order.number),
      autoClose: false,
      closeButtonProps: { 'aria-label': baseMessages.toast.close },
      message: (
        <Stack gap={6} align="flex-start">
          <Text size="sm">{text.failed(result.reason)}</Text>
          <Button size="xs" variant="light" onClick={() => printInBrowser(order)}>
            {text.browser}
          </Button>
        </Stack>
      ),
    });
    if (result.attempts < AUTO_PRINT_ATTEMPTS) {
      cancelRetry(order.id);
      retries.current.set(
        order.id,
        setTimeout(() => {
          retries.current.delete(order.id);
          attempt(order);
        }, AUTO_PRINT_RETRY_MS),
      );
    }
  };

  const print = (order: Order, retry: boolean) =>
    printOnce(
      order.id,
      'kitchen',
      {
        storage: browserStorage(),
        locks: webLocks(),
        send: () =>
          sendToPrintHost(order, 'kitchen', {
            host: readPrintHost(),
            fetch: (input, init) => window.fetch(input, init),
            timeZone,
          }),
      },
      { retry },
    ).then((result) => report(order, result, (again) => void print(again, true)));

  useLiveEvent((event) => {
    if (!canPrint) return;
    const order = autoPrintOrder(event, mode);
    if (order) void print(order, false);
  });

  return paper ? <OrderTickets order={paper} kinds={['kitchen']} /> : null;
}
