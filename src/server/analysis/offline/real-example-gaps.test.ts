/**
 * Signs the analyzer missed (or misread) on real-looking examples: each test feeds the whole
 * message through the analyzer's own entry points and checks what the user would see.
 */
import { describe, expect, it } from 'vitest';
import type { RedFlag } from '../../../shared';
import { acquireText } from '../acquire/text';
import { analyzeAlone } from './__fixtures__/analyze-alone';
import { inspectLink } from '../knowledge/links';
import { STEEP_DISCOUNT, priceValue, steepDiscount } from './red-flags/price-drop';
import { collectSourceEvidence } from '../signals/source-evidence';

const flagsOf = (text: string): RedFlag[] => analyzeAlone(acquireText(text)).redFlags;
const flag = (text: string, type: string) => flagsOf(text).find((f) => f.type === type);

describe('credential requests worded as account checks', () => {
  it('flags "confirm your identity", "verify your account", "update your details" and "confirm your card details"', () => {
    expect(
      flag(
        'HSBC: unusual sign-in. Please confirm your identity at the link below.',
        'credential_request',
      )?.textExample,
    ).toBe('confirm your identity');
    expect(flag('Verify your account now or lose access.', 'credential_request')?.textExample).toBe(
      'Verify your account',
    );
    expect(
      flag('Update your details here to keep your card active.', 'credential_request')?.textExample,
    ).toBe('Update your details');
    const card = flag('Confirm your card details to release the parcel.', 'credential_request');
    expect(card?.textExample).toBe('Confirm your card details');
    expect(card?.severity).toBe('high');
  });

  it('ranks "verify your account" on its own below a request for a secret, and ignores advice', () => {
    expect(flag('Please verify your account.', 'credential_request')?.severity).toBe('medium');
    // In the sender's own app, where a scam never sends anyone, it is no request to act elsewhere.
    expect(flag('Please verify your account in the app.', 'credential_request')).toBeUndefined();
    expect(
      flag('We will never ask you to confirm your identity by text.', 'credential_request'),
    ).toBeUndefined();
  });
});

describe('brands named as a way to pay', () => {
  it('does not take "Apple gift cards" in a fake-shop advert for Apple impersonation', () => {
    const flags = flagsOf('Huge sale! We accept Bitcoin, Apple gift cards and Western Union only.');
    expect(flags.find((f) => f.type === 'impersonation')).toBeUndefined();
    expect(flags.find((f) => f.type === 'payment_request')).toBeDefined();
  });

  it('still flags the brand when it speaks: "Apple Support" asking for a code', () => {
    const f = flag(
      'Apple Support: your Apple ID is locked. Reply with the verification code we sent, or pay with an Amazon voucher.',
      'impersonation',
    );
    expect(f?.indicator).toBe('Claims to be Apple');
    expect(f?.textExample).toBe('Apple Support');
  });
});

describe('famous shop brands in fake-shop addresses', () => {
  it('flags a brand beside selling words, high on a shopping or throwaway ending', () => {
    const shop = inspectLink('https://www.nike-outlet-clearance.shop/');
    expect(shop?.severity).toBe('high');
    expect(shop?.impersonates?.name).toBe('Nike');
    expect(inspectLink('https://adidasofficialstore.com')?.severity).toBe('medium');
    expect(inspectLink('https://cheap-lego-sale.xyz')?.severity).toBe('high');
  });

  it("leaves the brand's own domains, fan sites and words that only contain the name alone", () => {
    for (const url of [
      'https://www.nike.com/gb/',
      'https://nike.co.uk',
      'https://www.nike.com.br',
      'https://ray-ban.com',
      'https://caravans-sale.com',
      'https://nikefans.com',
    ]) {
      expect(inspectLink(url)?.severity, url).toBeNull();
    }
  });

  it('quotes the fake-shop link in the advert as a suspicious link', () => {
    const f = flag(
      'Nike Air Max for $25. Shop now at www.nike-outlet-clearance.shop before they are gone!',
      'suspicious_link',
    );
    expect(f?.textExample).toBe('www.nike-outlet-clearance.shop');
    expect(f?.indicator).toBe('Link imitates Nike');
  });
});

describe('steep discounts stated as two prices', () => {
  it('flags "$19.99 (was $180)" and "RRP £250, now £29" as too good to be true', () => {
    expect(
      flag('Nike Air Max 95 for only $19.99 (was $180)!!!', 'too_good_to_be_true')?.textExample,
    ).toBe('$19.99 (was $180)');
    const rrp = flag('Designer coat, RRP £250, now £29.', 'too_good_to_be_true');
    expect(rrp?.textExample).toBe('RRP £250, now £29');
    expect(rrp?.explanation).toMatch(/88% cut/);
  });

  it('leaves ordinary sales and prices that went up alone', () => {
    expect(
      flag('Jacket now $60 (was $100) in the spring sale.', 'too_good_to_be_true'),
    ).toBeUndefined();
    expect(flag('Shares rose from $19 to $180 this year.', 'too_good_to_be_true')).toBeUndefined();
    expect(steepDiscount('Tickets were $180, now $150.')).toBeNull();
  });

  it('reads prices with thousands and decimal separators', () => {
    expect(priceValue('$1,299.00')).toBe(1299);
    expect(priceValue('1.299,00 €')).toBe(1299);
    expect(priceValue('€19,99')).toBe(19.99);
    expect(steepDiscount('Was €1.299,00 now €199')!.discount).toBeGreaterThanOrEqual(
      STEEP_DISCOUNT,
    );
  });
});

describe('conspiracy framing', () => {
  it('flags "won\'t tell you", "the truth they hide" and "Big Pharma"', () => {
    expect(
      flag("Doctors won't tell you because Big Pharma makes billions.", 'conspiracy_framing')
        ?.textExample,
    ).toBe("Doctors won't tell you");
    expect(
      flag('This is the truth they hide from all of us.', 'conspiracy_framing')?.textExample,
    ).toBe('the truth they hide');
    expect(flag("The mainstream media won't report it.", 'conspiracy_framing')).toBeDefined();
    expect(
      flag('What the government does not want you to know about water.', 'conspiracy_framing'),
    ).toBeDefined();
  });

  it('rates "Big Pharma" alone one level lower, and leaves "I won\'t tell you" alone', () => {
    expect(
      flag('Big Pharma spent record sums on lobbying last year.', 'conspiracy_framing')?.severity,
    ).toBe('medium');
    expect(flag("I won't tell you the ending of the film.", 'conspiracy_framing')).toBeUndefined();
  });
});

describe('named sources must say something', () => {
  it('does not count a titled name that is only the subject of a sentence', () => {
    const ev = collectSourceEvidence(
      'Gov. Rick Perry has been begging for federal money for months.',
      [],
    );
    expect(ev.namedSources).toEqual([]);
  });

  it('counts a titled name that speaks, before or after the verb', () => {
    const ev = collectSourceEvidence(
      'Gov. Rick Perry said the state would appeal. The plan failed, said Dr. Ana Ruiz.',
      [],
    );
    expect(ev.namedSources.map((s) => s.text)).toEqual([
      'Gov. Rick Perry said',
      'said Dr. Ana Ruiz',
    ]);
  });
});
