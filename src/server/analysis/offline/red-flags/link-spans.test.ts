import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acquireText } from '../../acquire/text';
import { findLinks } from '../../knowledge/link-finder';
import { linkSpanFor } from './link-spans';
import { inspectLinks } from '../../knowledge/links';

/** What a scan of every link in the text gives for one report (the behaviour to keep). */
function byFullScan(text: string, url: string, host: string) {
  const spans = findLinks(text);
  const s =
    spans.find((x) => x.url === url) ?? spans.find((x) => x.url.toLowerCase().includes(host));
  return s ? { text: s.text, start: s.start, end: s.end } : null;
}

describe('linkSpanFor', () => {
  it('quotes the link where it stands in the message', () => {
    const a = acquireText(
      'Your parcel is held. Pay at http://royalmail-fee.top/pay now, or call us.',
    );
    const [report] = inspectLinks(a.links);
    expect(linkSpanFor(a.text, report!)).toEqual({
      text: 'http://royalmail-fee.top/pay',
      start: 28,
      end: 56,
    });
  });

  it('finds the same span as scanning every link in the text', () => {
    const pieces = [
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
      '.',
      'Ünï',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 20 }).map((p) => p.join('')),
        (content) => {
          const a = acquireText(content);
          for (const report of inspectLinks(a.links)) {
            expect(linkSpanFor(a.text, report)).toEqual(
              byFullScan(a.text, report.url, report.host),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
