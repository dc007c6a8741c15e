import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findLinks, linksWithin } from './link-finder';
import { splitSentences } from './sentences';

/** The links a scan of the stretch alone gives, at their places in the whole text. */
function scanned(text: string, start: number, end: number) {
  return findLinks(text.slice(start, end)).map((l) => ({
    ...l,
    start: l.start + start,
    end: l.end + start,
  }));
}

const PIECES = [
  ' ',
  '\n',
  'see ',
  'https://Bank-Login.xyz/a',
  'bank-login.xyz',
  'www.bank-login.xyz/x.',
  '(bit.ly/3xY)',
  'http://bit.ly/3xY',
  'e.g.',
  'x@bank-login.xyz',
  'paypal.com',
  '. ',
  '! Pay',
  'Ünï',
  'end.Next',
  'hxxps://usps-help[.]com/t',
  'ezpass(.)toll-pay(.)info',
  'www dot irs-refund dot com',
  'the dot com bubble',
];
const texts = fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }).map((p) => p.join(''));

describe('linksWithin', () => {
  it('gives for each sentence the links a scan of that sentence alone gives', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const all = findLinks(text);
        for (const s of splitSentences(text)) {
          expect(linksWithin(text, all, s)).toEqual(scanned(text, s.start, s.end));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same for any stretch, cut inside a word or not', () => {
    fc.assert(
      fc.property(texts, fc.nat(), fc.nat(), (text, a, b) => {
        const start = text.length ? a % text.length : 0;
        const end = start + (text.length - start ? b % (text.length - start + 1) : 0);
        const stretch = { text: text.slice(start, end), start, end };
        expect(linksWithin(text, findLinks(text), stretch)).toEqual(scanned(text, start, end));
      }),
      { numRuns: 500 },
    );
  });
});

describe('links written so they are not links', () => {
  it('reads a defanged link as the link it names, quoted as written', () => {
    const text =
      'Pay here: hxxps://usps-redeliver-help[.]com/track. Or ezpass-ny[.]tollpay-center[.]info';
    expect(findLinks(text).map((l) => [l.text, l.url])).toEqual([
      ['hxxps://usps-redeliver-help[.]com/track', 'https://usps-redeliver-help.com/track'],
      ['ezpass-ny[.]tollpay-center[.]info', 'http://ezpass-ny.tollpay-center.info'],
    ]);
    expect(findLinks('Go to secure-login(.)net or bank[dot]co.uk now').map((l) => l.url)).toEqual([
      'http://secure-login.net',
      'http://bank.co.uk',
    ]);
  });

  it('reads a link spelled out only where no sentence could hold the name', () => {
    expect(
      findLinks(
        'Update your billing at netflix-billing-update dot com or www dot irs-refund dot com',
      ).map((l) => [l.text, l.url]),
    ).toEqual([
      ['netflix-billing-update dot com', 'http://netflix-billing-update.com'],
      ['www dot irs-refund dot com', 'http://www.irs-refund.com'],
    ]);
    expect(
      findLinks('It was the dot com bubble; a dot com company. Reply [.] here (.) now'),
    ).toEqual([]);
  });
});
