import { describe, expect, it } from 'vitest';
import { acquireText } from '../../acquire/text';
import { inspectLinks } from '../../knowledge/links';
import { linkSpanFor } from './link-spans';

describe('linkSpanFor', () => {
  it('quotes the link where it stands in the message', () => {
    const a = acquireText(
      'Your parcel is held. Pay at http://royalmail-fee.top/pay now, or call us.',
    );
    const [report] = inspectLinks(a.links);
    expect(linkSpanFor(a.textLinks ?? [], report!)).toEqual({
      text: 'http://royalmail-fee.top/pay',
      start: 28,
      end: 56,
    });
  });

  it('falls back to a link on the same host, and to nothing for a link not in the text', () => {
    const a = acquireText('Log in at www.bank-login.xyz/x today.');
    const [sameHost] = inspectLinks(['https://bank-login.xyz/other']);
    expect(linkSpanFor(a.textLinks ?? [], sameHost!)).toEqual({
      text: 'www.bank-login.xyz/x',
      start: 10,
      end: 30,
    });
    const [elsewhere] = inspectLinks(['https://elsewhere.example.org/']);
    expect(linkSpanFor(a.textLinks ?? [], elsewhere!)).toBeNull();
  });
});
