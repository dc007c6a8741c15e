import { describe, expect, it } from 'vitest';
import {
  readUnlistedDomain,
  unlistedDomainFeatures,
  withUnlistedDomainModel,
  type UnlistedDomainModel,
} from './unlisted-domain';
import { UNLISTED_DOMAIN_WEIGHTS } from './unlisted-domain-weights';

describe('unlisted fake-shop names', () => {
  it('flags a name with selling words, digits and hyphens, naming the signs', () => {
    const r = readUnlistedDomain('cheap-jordans-2024.com');
    expect(r.level).toBe('medium');
    expect(r.signs).toEqual(expect.arrayContaining(['digits']));
  });

  it('never flags on selling words, one hyphen or a .shop ending alone, as honest shops are named', () => {
    for (const host of ['the-bike-shop.co.uk', 'bestshoes.com', 'mybakery.shop', 'shop.com'])
      expect(readUnlistedDomain(host).level, host).toBeNull();
  });

  it('leaves ordinary names and outlets alone', () => {
    for (const host of ['duckduckgo.com', 'meadowbakery.com', 'bbc.co.uk', 'sourceforge.net'])
      expect(readUnlistedDomain(host).level, host).toBeNull();
  });

  it('reads a name the same way every time, as unit-length hashed features', () => {
    const a = unlistedDomainFeatures('www.puppies-for-sale-24.com');
    expect(unlistedDomainFeatures('puppies-for-sale-24.com')).toEqual(a);
    const norm = Math.sqrt(a.values.reduce((s, v) => s + v * v, 0));
    expect(norm).toBeCloseTo(1, 6);
  });

  it('can be measured with another model, and goes back to the shipped one', () => {
    const never: UnlistedDomainModel = { ...UNLISTED_DOMAIN_WEIGHTS, threshold: 1.01 };
    expect(
      withUnlistedDomainModel(never, () => readUnlistedDomain('cheap-jordans-2024.com').level),
    ).toBeNull();
    expect(readUnlistedDomain('cheap-jordans-2024.com').level).toBe('medium');
  });
});
