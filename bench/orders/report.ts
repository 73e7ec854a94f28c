import type { Goal } from './calls';
import type { LoadFigures } from './load';

/** One line of the table: a call at one connection count, through the API and its limit. */
export interface ReportRow {
  label: string;
  connections: number;
  api: LoadFigures;
  limit: LoadFigures | null;
  limitLabel?: string;
  goal?: Goal;
  /** The machine's 1-minute load average when the API measurement ended: how shared the cores were. */
  loadAverage?: number;
}

const ms = (value: number) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(2) : value.toFixed(1)) : '-');
const rate = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en') : '-');

/** At one connection the gap is in latency (p50), at many in throughput. */
function gap(row: ReportRow): string {
  if (!row.limit || row.limit.ok === 0 || row.api.ok === 0) return '-';
  const factor = row.connections === 1 ? row.api.p50 / row.limit.p50 : row.limit.perSecond / row.api.perSecond;
  return `${factor.toFixed(1)}x`;
}

function figures(f: LoadFigures | null): string[] {
  if (!f) return ['-', '-', '-', '-'];
  return [ms(f.p50), ms(f.p95), ms(f.p99), rate(f.perSecond)];
}

const headers = ['call', 'conn', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'limit p50', 'p95', 'p99', 'tx/s', 'gap', 'goal', 'met', 'load'];

export function rowCells(row: ReportRow): string[] {
  const failed =
    (row.api.failed > 0 ? ` [${row.api.failed} failed: ${JSON.stringify(row.api.failures)}]` : '') +
    (row.limit && row.limit.failed > 0 ? ` [limit: ${row.limit.failed} failed: ${JSON.stringify(row.limit.failures)}]` : '');
  return [
    row.label + (row.limitLabel ? ` (limit: ${row.limitLabel})` : '') + failed,
    String(row.connections),
    ...figures(row.api),
    ...figures(row.limit),
    gap(row),
    row.goal?.text ?? '',
    row.goal ? (row.goal.met(row.api, row.limit) ? 'yes' : 'NO') : '',
    row.loadAverage === undefined ? '' : row.loadAverage.toFixed(1),
  ];
}

/** A Markdown table, so the figures paste into notes as they are. */
export function table(rows: ReportRow[]): string {
  const cells = rows.map(rowCells);
  const widths = headers.map((header, column) => Math.max(header.length, ...cells.map((row) => (row[column] ?? '').length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}
