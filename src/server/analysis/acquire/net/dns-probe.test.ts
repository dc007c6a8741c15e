// The "can any name be looked up?" probe, with stand-in resolvers and a clock moved by hand.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../../tests/helpers/clock';
import { DNS_PROBE_CACHE_MS, createDnsProbe } from './dns-probe';
import type { Resolver } from './safe-fetch';

const notFound: Resolver = async (host) => {
  throw Object.assign(new Error(`lookup ${host} failed`), { code: 'ENOTFOUND' });
};

describe('createDnsProbe', () => {
  it('says names resolve when one of the known names does', async () => {
    const resolve: Resolver = async (host) =>
      host === 'iana.org' ? [{ address: '192.0.43.8', family: 4 }] : notFound(host);
    await expect(createDnsProbe({ resolve, clock: new ManualClock() })()).resolves.toBe(true);
  });

  it('says nothing resolves when every known name fails or has no address', async () => {
    const probe = createDnsProbe({ resolve: notFound, clock: new ManualClock() });
    await expect(probe()).resolves.toBe(false);
    const empty = createDnsProbe({ resolve: async () => [], clock: new ManualClock() });
    await expect(empty()).resolves.toBe(false);
  });

  it('counts a resolver that never answers as not working, at its deadline', async () => {
    const silent: Resolver = () => new Promise(() => undefined);
    const probe = createDnsProbe({ resolve: silent, clock: new ManualClock(), timeoutMs: 1 });
    await expect(probe()).resolves.toBe(false);
  });

  it('keeps its answer for a short while, shares one probe between callers, then asks again', async () => {
    let calls = 0;
    const resolve: Resolver = async () => {
      calls++;
      return [{ address: '192.0.43.8', family: 4 }];
    };
    const clock = new ManualClock();
    const probe = createDnsProbe({ resolve, clock, hosts: ['example.com'] });
    await Promise.all([probe(), probe(), probe()]);
    expect(calls).toBe(1);
    clock.advance(DNS_PROBE_CACHE_MS - 1);
    await probe();
    expect(calls).toBe(1);
    clock.advance(1);
    await probe();
    expect(calls).toBe(2);
  });
});
