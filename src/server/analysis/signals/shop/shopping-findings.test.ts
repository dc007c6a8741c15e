import { describe, expect, it } from 'vitest';
import type { ShopSignals } from '../../knowledge/shop-signals';
import { emptyAcquired } from '../../types';
import { reviewPatterns, shoppingFindings } from './shopping-findings';

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends object | null ? DeepPartial<NonNullable<T[K]>> | T[K] : T[K];
};

function signals(overrides: DeepPartial<ShopSignals> = {}): ShopSignals {
  const base: ShopSignals = {
    domain: {
      host: 'shop.example',
      registrableDomain: 'shop.example',
      https: true,
      ipHost: false,
      riskyTld: null,
      freeHosting: false,
      hyphens: 0,
      digits: false,
      punycode: false,
      unicodeHost: null,
      mixedScript: false,
      lookalike: null,
    },
    page: {
      maxDiscountPercent: null,
      discount: null,
      countdown: null,
      scarcity: null,
      viewers: null,
      payments: {
        crypto: null,
        giftCards: null,
        wireTransfer: null,
        buyerProtected: 'We accept Visa',
      },
      returnsPolicy: '30-day returns',
      noReturns: null,
      email: 'help@shop.example',
      phone: null,
      address: '1 High Street',
      companyRegistration: 'Company No. 123456',
      copyrightYear: 2026,
      copyright: '© 2026',
      currentYear: 2026,
      brandImitation: null,
    },
    reviews: {
      count: 0,
      duplicateCount: 0,
      duplicate: null,
      sameTimeCount: 0,
      sameTime: null,
      fiveStarCount: 0,
      ratedCount: 0,
      statedCount: null,
      statedRating: null,
      stated: null,
    },
    schema: { product: true, offer: true, ratingValue: null, ratingCount: null, price: '10 EUR' },
    hasPrivacy: true,
    hasTerms: true,
    hasContactPage: true,
  };
  return {
    ...base,
    ...overrides,
    domain: { ...base.domain, ...overrides.domain },
    page: {
      ...base.page,
      ...overrides.page,
      payments: { ...base.page.payments, ...overrides.page?.payments },
    },
    reviews: { ...base.reviews, ...overrides.reviews },
    schema: { ...base.schema, ...overrides.schema },
  } as ShopSignals;
}

function findings(s: ShopSignals) {
  const acquired = emptyAcquired('shopping', 'text');
  acquired.shop = s;
  return shoppingFindings(acquired);
}

describe('shoppingFindings', () => {
  it('gives nothing for inputs without shop signals', () => {
    expect(shoppingFindings(emptyAcquired('article', 'x'))).toEqual({
      redFlags: [],
      positiveSignals: [],
    });
  });

  it('has no red flags and lists the positives of an accountable shop', () => {
    const f = findings(signals());
    expect(f.redFlags).toEqual([]);
    expect(f.positiveSignals.map((p) => p.indicator)).toEqual([
      'Payment with buyer protection',
      'Returns policy',
      'Contact details',
      'Physical address',
      'Company registration',
      'Privacy and terms pages',
      'HTTPS',
      'Product and price described (schema.org)',
    ]);
  });

  it('flags a look-alike address as high-severity impersonation, quoting the host', () => {
    const f = findings(
      signals({
        domain: {
          host: 'nlke-store.com',
          registrableDomain: 'nlke-store.com',
          lookalike: {
            brand: 'Nike',
            officialDomain: 'nike.com',
            kind: 'homoglyph',
            label: 'nlke-store',
          },
        },
      }),
    );
    expect(f.redFlags[0]).toMatchObject({
      type: 'impersonation',
      severity: 'high',
      textExample: 'nlke-store.com',
    });
    expect(f.redFlags[0]!.explanation).toContain('nike.com');
  });

  it('rates irreversible payment high only when nothing protected is offered', () => {
    const only = findings(
      signals({ page: { payments: { crypto: 'Pay with Bitcoin', buyerProtected: null } } }),
    );
    expect(only.redFlags.find((r) => r.type === 'payment_request')).toMatchObject({
      severity: 'high',
      textExample: 'Pay with Bitcoin',
    });
    const alongside = findings(
      signals({ page: { payments: { giftCards: 'or Steam gift cards' } } }),
    );
    expect(alongside.redFlags.find((r) => r.type === 'payment_request')?.severity).toBe('medium');
  });

  it('grades discounts and flags pressure with the quoted words', () => {
    const f = findings(
      signals({
        page: {
          maxDiscountPercent: 85,
          discount: '85% off today',
          countdown: 'Ends in 00:09:59',
          scarcity: 'Only 2 left',
          viewers: '31 people are viewing',
        },
      }),
    );
    expect(f.redFlags.map((r) => [r.type, r.severity, r.textExample])).toEqual([
      ['too_good_to_be_true', 'high', '85% off today'],
      ['urgency', 'medium', 'Ends in 00:09:59'],
      ['scarcity', 'medium', 'Only 2 left'],
      ['scarcity', 'low', '31 people are viewing'],
    ]);
    expect(
      findings(signals({ page: { maxDiscountPercent: 55, discount: '55% off' } })).redFlags[0]
        ?.severity,
    ).toBe('medium');
    expect(
      findings(signals({ page: { maxDiscountPercent: 20, discount: '20% off' } })).redFlags,
    ).toEqual([]);
  });

  it('flags missing accountability and a stale copyright', () => {
    const f = findings(
      signals({
        page: {
          returnsPolicy: null,
          email: null,
          address: null,
          companyRegistration: null,
          copyrightYear: 2019,
          copyright: '© 2019',
        },
        hasPrivacy: false,
        hasContactPage: false,
      }),
    );
    expect(f.redFlags.map((r) => r.type)).toEqual([
      'no_returns_policy',
      'no_contact_details',
      'no_business_identity',
      'missing_policies',
      'stale_copyright',
    ]);
    expect(f.redFlags.at(-1)?.textExample).toBe('© 2019');
  });

  it('flags copied, simultaneous and 5-star-only reviews', () => {
    const f = findings(
      signals({
        reviews: {
          count: 6,
          duplicateCount: 4,
          duplicate: 'Great!! Fast shipping',
          sameTimeCount: 5,
          sameTime: '2024-01-01T10:00',
          fiveStarCount: 6,
          ratedCount: 6,
        },
      }),
    );
    expect(f.redFlags.filter((r) => r.type === 'fake_reviews').map((r) => r.indicator)).toEqual([
      'Identical reviews',
      'Reviews posted at the same moment',
      'Only 5-star reviews',
    ]);
    const mixed = findings(signals({ reviews: { count: 6, ratedCount: 6, fiveStarCount: 3 } }));
    expect(mixed.redFlags).toEqual([]);
    expect(mixed.positiveSignals.map((p) => p.indicator)).toContain('Mixed ratings');
  });

  it('flags risky endings, raw IPs, free hosting, punycode and plain HTTP', () => {
    const f = findings(
      signals({
        domain: {
          host: 'xn--shp-9ya.xyz',
          registrableDomain: 'xn--shp-9ya.xyz',
          riskyTld: 'xyz',
          punycode: true,
          unicodeHost: 'shöp.xyz',
          https: false,
        },
      }),
    );
    expect(f.redFlags.map((r) => r.indicator)).toEqual([
      'Address written in punycode',
      'Risky domain ending (.xyz)',
      'No HTTPS',
    ]);
  });

  it('reads review patterns once, for the flags and the shop score alike', () => {
    const copied = signals({
      reviews: {
        count: 6,
        duplicateCount: 4,
        duplicate: 'Great!!',
        sameTimeCount: 5,
        sameTime: '2024-01-01T10:00',
        fiveStarCount: 6,
        ratedCount: 6,
      },
    });
    expect(reviewPatterns(copied)).toEqual({
      identical: true,
      sameMoment: true,
      onlyFiveStar: true,
      mixedRatings: false,
    });
    expect(findings(copied).redFlags.filter((r) => r.type === 'fake_reviews')).toHaveLength(3);
    // Two reviews are too few to call anything a pattern.
    const few = signals({
      reviews: {
        count: 2,
        duplicateCount: 2,
        duplicate: 'Great!!',
        sameTimeCount: 2,
        sameTime: '2024-01-01T10:00',
        fiveStarCount: 2,
        ratedCount: 2,
      },
    });
    expect(reviewPatterns(few)).toEqual({
      identical: false,
      sameMoment: false,
      onlyFiveStar: false,
      mixedRatings: false,
    });
    expect(findings(few).redFlags).toEqual([]);
  });
});

describe("the shop's own brand text and stated reviews", () => {
  it("flags a brand name spelled with look-alike letters once, from the shop's own words", () => {
    const imitation = {
      brand: 'Nike',
      officialDomain: 'nike.com',
      word: 'NlKE',
      quote: '© 2019 NlKE Official Store',
      kind: 'homoglyph' as const,
    };
    const flags = findings(signals({ page: { brandImitation: imitation } })).redFlags;
    expect(flags.filter((f) => f.type === 'impersonation')).toMatchObject([
      {
        indicator: "Shop's name imitates Nike",
        severity: 'high',
        textExample: '© 2019 NlKE Official Store',
      },
    ]);
  });

  it('does not flag a shop that names no brand, and reports a stated review count as a finding', () => {
    const s = signals({
      reviews: { statedCount: 287, statedRating: 4.6, stated: 'Customer reviews (287)' },
    });
    const { redFlags, positiveSignals } = findings(s);
    expect(redFlags.filter((f) => f.type === 'impersonation')).toEqual([]);
    expect(
      positiveSignals.find((p) => p.indicator === 'Review count and rating stated')?.textExample,
    ).toBe('Customer reviews (287)');
  });
});
