import { describe, expect, it } from 'vitest';
import { describeDuration, describeRate, parseBaseUrl, parseDuration, parseRate } from './simulate-options';

describe('simulate-orders options', () => {
  it.each([
    ['2/min', 30_000],
    ['10/s', 100],
    ['30/h', 120_000],
    ['1/seg', 1_000],
    [' 0,5 / min ', 120_000],
    ['1.5/s', 1_000 / 1.5],
  ])('reads the rate %s as one order every %d ms', (text, interval) => {
    expect(parseRate(text)).toBeCloseTo(interval, 6);
  });

  it.each(['2', '2/dia', '0/min', '-1/min', 'dos/min', '/min', '100/s', ''])('refuses the rate "%s" with an example', (text) => {
    expect(() => parseRate(text)).toThrow(/ej\. 2\/min|demasiado rapido/);
  });

  it.each([
    ['30m', 30 * 60_000],
    ['90s', 90_000],
    ['2h', 2 * 3_600_000],
    ['1h30m', 90 * 60_000],
    ['45min', 45 * 60_000],
    ['1h 5m 10s', 3_910_000],
  ])('reads the duration %s as %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['30', '1.5h', 'm30', '0m', '-5m', '30x', '25h', ''])('refuses the duration "%s"', (text) => {
    expect(() => parseDuration(text)).toThrow(/duracion|demasiado largo/);
  });

  it('keeps only the origin of an http(s) address and refuses anything else', () => {
    expect(parseBaseUrl('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
    expect(parseBaseUrl('https://comanda.example/v1')).toBe('https://comanda.example');
    expect(() => parseBaseUrl('127.0.0.1:8080')).toThrow(/http/);
    expect(() => parseBaseUrl('ftp://x')).toThrow(/http:\/\/ o https:\/\//);
  });

  it('describes rate and duration in Spanish', () => {
    expect(describeRate(30_000)).toBe('2 por minuto');
    expect(describeRate(100)).toBe('10 por segundo');
    expect(describeRate(120_000)).toBe('30 por hora');
    expect(describeRate(7_200_000)).toBe('0,5 por hora');
    expect(describeDuration(90 * 60_000)).toBe('1 h 30 min');
    expect(describeDuration(90_000)).toBe('1 min 30 s');
  });
});
