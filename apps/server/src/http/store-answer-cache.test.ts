import { describe, expect, it } from 'vitest';
import { StoreAnswerCache } from './store-answer-cache';

const answer = (text: string) => ({ body: Buffer.from(text) });
const textOf = (kept: { body: Buffer } | undefined) => kept?.body.toString();

describe('answers kept per store event number', () => {
  it('answers only a request that read the same event number', () => {
    const cache = new StoreAnswerCache();
    cache.set('a', 5, 'page', answer('five'));
    expect(textOf(cache.get('a', 5, 'page'))).toBe('five');
    expect(cache.get('a', 6, 'page')).toBeUndefined();
    expect(cache.get('a', 4, 'page')).toBeUndefined();
    expect(cache.get('b', 5, 'page')).toBeUndefined();
    expect(cache.get('a', 5, 'other')).toBeUndefined();
  });

  it('a newer number drops the older answers; an older one is not kept over a newer', () => {
    const cache = new StoreAnswerCache();
    cache.set('a', 5, 'page', answer('five'));
    cache.set('a', 5, 'detail', answer('five detail'));
    cache.set('a', 6, 'page', answer('six'));
    expect(cache.get('a', 5, 'detail')).toBeUndefined();
    expect(cache.get('a', 6, 'detail')).toBeUndefined();
    // A request that read 5 and finished after the change to 6.
    cache.set('a', 5, 'detail', answer('late five'));
    expect(cache.get('a', 5, 'detail')).toBeUndefined();
    expect(textOf(cache.get('a', 6, 'page'))).toBe('six');
    expect(cache.size.bytes).toBe(3);
  });

  it('keeps at most the bound of answers per store, the newest', () => {
    const cache = new StoreAnswerCache({ answersPerStore: 2, totalBytes: 1_000 });
    cache.set('a', 1, 'one', answer('1'));
    cache.set('a', 1, 'two', answer('2'));
    cache.set('a', 1, 'three', answer('3'));
    expect(cache.get('a', 1, 'one')).toBeUndefined();
    expect(textOf(cache.get('a', 1, 'two'))).toBe('2');
    expect(textOf(cache.get('a', 1, 'three'))).toBe('3');
    expect(cache.size.bytes).toBe(2);
  });

  it('over the byte bound, the store read least recently goes first', () => {
    const cache = new StoreAnswerCache({ answersPerStore: 10, totalBytes: 10 });
    cache.set('a', 1, 'page', answer('aaaa'));
    cache.set('b', 1, 'page', answer('bbbb'));
    cache.get('a', 1, 'page');
    cache.set('c', 1, 'page', answer('cccc'));
    expect(cache.get('b', 1, 'page')).toBeUndefined();
    expect(textOf(cache.get('a', 1, 'page'))).toBe('aaaa');
    expect(textOf(cache.get('c', 1, 'page'))).toBe('cccc');
    expect(cache.size).toEqual({ stores: 2, bytes: 8 });
    // One answer larger than the bound is not kept at all.
    cache.set('c', 1, 'huge', answer('x'.repeat(11)));
    expect(cache.get('c', 1, 'huge')).toBeUndefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(10);
  });
});

describe('answers computed once for requests that miss together', () => {
  it('shares one computation per store, number and key, and keeps its answer', async () => {
    const cache = new StoreAnswerCache();
    let computed = 0;
    let finish: (text: string) => void = () => undefined;
    const compute = () => {
      computed += 1;
      return new Promise<{ body: Buffer }>((resolve) => (finish = (text) => resolve(answer(text))));
    };
    const waiting = [cache.answer('a', 1, 'page', compute), cache.answer('a', 1, 'page', compute)];
    const otherKey = cache.answer('a', 1, 'other', async () => answer('other'));
    finish('shared');
    expect((await Promise.all(waiting)).map(textOf)).toEqual(['shared', 'shared']);
    expect(textOf(await otherKey)).toBe('other');
    expect(computed).toBe(1);
    expect(textOf(await cache.answer('a', 1, 'page', compute))).toBe('shared');
    expect(computed).toBe(1);
  });

  it('a failed computation fails its waiters, keeps nothing, and the next request computes again', async () => {
    const cache = new StoreAnswerCache();
    const failing = cache.answer('a', 1, 'page', async () => {
      throw new Error('la base no responde');
    });
    await expect(failing).rejects.toThrow('la base no responde');
    expect(textOf(await cache.answer('a', 1, 'page', async () => answer('again')))).toBe('again');
  });
});
