import { deliveryMethodLabel, paymentMethodLabel } from '@comanda/contract/order-enums';
import type { StageMinutes, TurnReport, TurnSummary } from '@comanda/contract/turn';
import { formatDateTimeIn, formatMoney } from '../../lib/format';
import { messages } from '../../lib/messages';

const texts = messages.turnSummary;

/** A breakdown of the summary as the screen and the ticket both show it. */
export interface SummaryTable {
  key: string;
  title: string;
  /** The first names what a line is about; the others are its figures. */
  columns: string[];
  rows: Array<{ key: string; cells: string[] }>;
}

const minutesFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** '18,5 min'; '—' when no order went through the stage. */
export function minutesText(minutes: number | null): string {
  return minutes === null ? texts.noMinutes : texts.minutes(minutesFormat.format(minutes));
}

const stageCells = (label: string, stage: StageMinutes): string[] => [
  label,
  minutesText(stage.average),
  minutesText(stage.p90),
  String(stage.orders),
];

/**
 * Sales by payment and delivery method, the cash each rider hands over, coupons, stock consumed
 * and the stage times, in that order; money in the app's format, methods by the contract's labels.
 */
export function summaryTables(summary: TurnSummary): SummaryTable[] {
  return [
    {
      key: 'payment',
      title: texts.byPaymentMethod,
      columns: [texts.method, texts.orders, texts.sales],
      rows: summary.by_payment_method.map((line) => ({
        key: line.method,
        cells: [paymentMethodLabel[line.method], String(line.orders), formatMoney(line.sales)],
      })),
    },
    {
      key: 'delivery',
      title: texts.byDeliveryMethod,
      columns: [texts.method, texts.orders, texts.sales],
      rows: summary.by_delivery_method.map((line) => ({
        key: line.method,
        cells: [deliveryMethodLabel[line.method], String(line.orders), formatMoney(line.sales)],
      })),
    },
    {
      key: 'rider-cash',
      title: texts.riderCash,
      columns: [texts.rider, texts.orders, texts.cash],
      rows: summary.rider_cash.map((line) => ({
        key: line.rider.id,
        cells: [
          [line.rider.first_name, line.rider.last_name].filter(Boolean).join(' '),
          String(line.orders),
          formatMoney(line.cash),
        ],
      })),
    },
    {
      key: 'coupons',
      title: texts.coupons,
      columns: [texts.code, texts.uses, texts.discount],
      rows: summary.coupons.map((line) => ({
        key: line.code,
        cells: [line.code, String(line.uses), formatMoney(line.discount)],
      })),
    },
    {
      key: 'stock',
      title: texts.stock,
      columns: [texts.stockItem, texts.consumed],
      rows: summary.stock.map((line) => ({
        key: line.stock_id,
        cells: [line.description, String(line.consumed)],
      })),
    },
    {
      key: 'times',
      title: texts.times,
      columns: [texts.stage, texts.average, texts.p90, texts.orders],
      rows: [
        { key: 'preparation', cells: stageCells(texts.preparation, summary.preparation_minutes) },
        { key: 'delivery', cells: stageCells(texts.delivery, summary.delivery_minutes) },
      ],
    },
  ];
}

/** The headline counts: orders, cancelled, still active (only when some are), sales. */
export function summaryFigures(summary: TurnSummary): Array<{ key: string; label: string; value: string }> {
  return [
    { key: 'orders', label: texts.orders, value: String(summary.orders) },
    { key: 'cancelled', label: texts.cancelled, value: String(summary.cancelled) },
    ...(summary.active > 0 ? [{ key: 'active', label: texts.active, value: String(summary.active) }] : []),
    { key: 'sales', label: texts.sales, value: formatMoney(summary.sales) },
  ];
}

/** When the turn opened and closed (on the store's clock) and who did it. */
export function turnMeta(report: TurnReport, timeZone: string | undefined): Array<{ key: string; label: string; value: string }> {
  return [
    { key: 'opened-at', label: texts.openedAt, value: formatDateTimeIn(report.opened_at, timeZone) },
    {
      key: 'closed-at',
      label: texts.closedAt,
      value: report.closed_at ? formatDateTimeIn(report.closed_at, timeZone) : texts.stillOpen,
    },
    { key: 'opened-by', label: texts.openedBy, value: report.opened_by ?? texts.nobody },
    { key: 'closed-by', label: texts.closedBy, value: report.closed_by ?? texts.nobody },
  ];
}
