import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { type RateLimiter, tooManyRequests } from './rate-limits.service';

/**
 * The client address a limit counts: `request.ip`, which honours TRUST_PROXY (behind a proxy,
 * the address it forwards). IPv6 clients count by their /64, the block one subscriber gets, so
 * a script cannot step through its own addresses.
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip); // an IPv4-mapped IPv6 address counts as the IPv4 one
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString()}/64`);
  return `${prefix.toString()}/64`;
}

/** A store's slug as sent (before validation): kept readable when it looks like a slug, hashed otherwise. */
function slugKey(request: FastifyRequest): string {
  const slug = (request.params as { slug?: unknown } | undefined)?.slug;
  const text = typeof slug === 'string' ? slug : '';
  return /^[a-z0-9-]{1,80}$/.test(text) ? text : `#${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
}

export interface AddressLimitOptions {
  /** Count each store (the route's `:slug`) apart: one busy address may order from several stores. */
  perStore?: boolean;
  /** The 429's description; the catalogue's text when absent. */
  description?: string;
}

/**
 * Limits every route of `scope` per client address, before anything else runs (the body is not
 * even read): past the limit, 429 TOO_MANY_REQUESTS with Retry-After.
 */
export function limitByAddress(scope: FastifyInstance, limiter: RateLimiter, options: AddressLimitOptions = {}): void {
  scope.addHook('onRequest', async (request) => {
    const address = clientAddressKey(request.ip || 'unknown');
    const key = options.perStore ? `${address} ${slugKey(request)}` : address;
    const outcome = await limiter.hit(key);
    if (!outcome.allowed) throw tooManyRequests(outcome.retryAfterMs, options.description);
  });
}
