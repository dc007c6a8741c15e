import { describe, expect, it } from 'vitest';
import { parse } from 'tldts';
import { findLookalike, lookalikeWord, throwawayNameShape, withinEdits } from './domain-reputation';

const hostParts = (host: string) => {
  const i = parse(host);
  return { domain: i.domain, label: i.domainWithoutSuffix ?? host, subdomain: i.subdomain ?? '' };
};

describe('the look-alike detector', () => {
  it.each([
    ['nlke-store.shop', 'Nike', 'homoglyph'],
    ['amaz0n-orders.net', 'Amazon', 'homoglyph'],
    ['paypal.account-check.info', 'PayPal', 'brand-in-subdomain'],
    ['samsnug.com', 'Samsung', 'typo'],
    ['official-adidas-outlet.com', 'Adidas', 'brand-in-name'],
  ])('sees %s as %s (%s), one detector for links and shops', (host, brand, kind) => {
    expect(findLookalike(hostParts(host))).toMatchObject({ brand: { name: brand }, kind });
  });

  it('leaves brands on their own domains and ordinary names alone', () => {
    for (const host of [
      'nike.com',
      'www.nike.co.uk',
      'shop.lego.com',
      'pineapple-farm.com',
      'targets.org',
      'nice.com',
      'morton.com',
      'bbc.co.uk',
    ]) {
      expect(findLookalike(hostParts(host)), host).toBeNull();
    }
  });

  it('counts a bank name’s typos on what tells it apart, not on the word "bank"', () => {
    // Thailand's housing bank is one letter from GTBank, TPBank from VPBank: other banks, no typos.
    for (const host of ['consent.ghbank.co.th', 'ghbank.co.th', 'tpb.vn', 'kbank.com']) {
      expect(findLookalike(hostParts(host)), host).toBeNull();
    }
    expect(findLookalike(hostParts('acessbank-login.com'))).toMatchObject({
      brand: { name: 'Access Bank' },
    });
    expect(findLookalike(hostParts('cimb-secure-verify.com'))).toMatchObject({
      brand: { name: 'CIMB' },
      kind: 'brand-in-name',
    });
  });

  it("reads a brand name written with look-alike letters in a shop's own text", () => {
    expect(lookalikeWord('NlKE')?.name).toBe('Nike');
    expect(lookalikeWord('Amaz0n')?.name).toBe('Amazon');
    expect(lookalikeWord('N1KE')?.name).toBe('Nike');
    expect(lookalikeWord('NLKE')?.name).toBe('Nike');
    expect(lookalikeWord('ADLDAS')?.name).toBe('Adidas');
  });

  it('does not take real brand names, ordinary words or model numbers for look-alikes', () => {
    for (const word of [
      'NIKE',
      'Nike',
      'Nile',
      'Lego',
      'Lululemon',
      'Zalando',
      'Apple',
      'Tile',
      'Model',
      'X500',
      '2024',
      'LEGO',
      'APPLE',
      'SALE',
      'LULULEMON',
      'PLAY',
    ]) {
      expect(lookalikeWord(word), word).toBeNull();
    }
  });

  it('bounds the edit distance', () => {
    expect(withinEdits('patagonai', 'patagonia', 1)).toBe(true);
    expect(withinEdits('kitten', 'sitting', 2)).toBe(false);
    expect(withinEdits('kitten', 'sitting', 3)).toBe(true);
  });
});

describe('the shape of a name no list knows', () => {
  it('counts the signs of a bulk-registered shop name', () => {
    expect(throwawayNameShape('cheap-shoes-outlet24', false).points).toBeGreaterThanOrEqual(3);
    expect(throwawayNameShape('best-deals-24', true).signs).toContain('a cheap ending');
  });

  it('gives ordinary business names few signs', () => {
    for (const label of [
      'northfield-sports',
      'bakery-smith',
      'caravans-sale',
      'guardian',
      'nordlys-friluft',
      'bbc',
    ]) {
      expect(throwawayNameShape(label, false).points, label).toBeLessThan(3);
    }
  });
});
