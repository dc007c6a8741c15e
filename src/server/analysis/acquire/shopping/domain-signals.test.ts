import { describe, expect, it } from 'vitest';
import { editDistance } from '../../knowledge/domain-reputation';
import { findBrandLookalike, shopDomainSignals } from './domain-signals';

const signals = (url: string) => shopDomainSignals(new URL(url));

describe('shopDomainSignals', () => {
  it.each([
    ['https://nlke.com/', 'Nike', 'homoglyph'],
    ['https://www.nlke-store.shop/', 'Nike', 'homoglyph'],
    ['https://adldas.com/', 'Adidas', 'homoglyph'],
    ['https://arnazon-deals.com/', 'Amazon', 'homoglyph'],
    ['https://amaz0n.co.uk/', 'Amazon', 'homoglyph'],
    ['https://samsnug.com/', 'Samsung', 'typo'],
    ['https://patagonai.com/', 'Patagonia', 'typo'],
    ['https://nike-outlet-sale.com/', 'Nike', 'brand-in-name'],
    ['https://cheapadidasshoes.net/', 'Adidas', 'brand-in-name'],
    ['https://xn--nke-jhd.com/', 'Nike', 'homoglyph'],
  ])('spots %s imitating %s (%s)', (url, brand, kind) => {
    expect(signals(url).lookalike).toMatchObject({ brand, kind });
  });

  it.each([
    'https://www.nike.com/',
    'https://nike.co.uk/',
    'https://www.ray-ban.com/',
    'https://www.levi.com/',
    'https://shop.example.com/',
    'https://nice.com/',
    'https://pineapple-farm.com/',
    'https://bicycles.co.uk/',
    'https://www.theguardian.com/',
  ])('leaves %s alone', (url) => {
    expect(signals(url).lookalike).toBeNull();
  });

  it('reads the registrable domain, ending, hyphens, digits and HTTPS', () => {
    const s = signals('http://www.best-deals-24.xyz/shoes');
    expect(s).toMatchObject({
      host: 'www.best-deals-24.xyz',
      registrableDomain: 'best-deals-24.xyz',
      https: false,
      riskyTld: 'xyz',
      hyphens: 2,
      digits: true,
      ipHost: false,
    });
    expect(signals('https://shop.example.co.uk/').registrableDomain).toBe('example.co.uk');
    expect(signals('https://myshop.wixsite.com/store').freeHosting).toBe(true);
    expect(signals('http://203.0.113.9/').ipHost).toBe(true);
  });

  it('decodes punycode and notices letters from other alphabets', () => {
    // "аpple" with a Cyrillic а.
    const s = signals('https://xn--pple-43d.com/');
    expect(s.punycode).toBe(true);
    expect(s.unicodeHost).toBe('аpple.com');
    expect(s.mixedScript).toBe(true);
    expect(s.lookalike).toMatchObject({ brand: 'Apple', kind: 'homoglyph' });
  });
});

describe('helpers', () => {
  it('measures edit distance', () => {
    expect(editDistance('nike', 'nlke')).toBe(1);
    expect(editDistance('samsung', 'samsnug')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('treats a brand on its own domain as official', () => {
    expect(findBrandLookalike('nike.com', 'nike')).toBeNull();
    expect(findBrandLookalike('playstation.com', 'playstation')).toBeNull();
  });
});
