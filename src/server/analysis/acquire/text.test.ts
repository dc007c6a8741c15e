import { describe, expect, it } from 'vitest';
import { findLinks } from '../knowledge/link-finder';
import { acquireText, normaliseText } from './text';

describe('normaliseText', () => {
  it('reads styled letters (mathematical, fullwidth, circled) as the plain letters', () => {
    expect(normaliseText('𝖸𝗈𝗎𝗋 𝖠𝗉𝗉𝗅𝖾 𝖨𝖣 𝗂𝗌 𝖻𝖾𝗂𝗇𝗀 𝗌𝗎𝗌𝗉𝖾𝗇𝖽𝖾𝖽')).toBe(
      'Your Apple ID is being suspended',
    );
    expect(normaliseText('𝐕𝐞𝐫𝐢𝐟𝐲 now at ＰＡＹ１２ or Ⓟⓐⓨ')).toBe('Verify now at PAY12 or Pay');
    // Symbols that are not a letter's styled form stay as written.
    expect(normaliseText('Brand™ № 5 at 20℃, ½ price')).toBe('Brand™ № 5 at 20℃, ½ price');
  });

  it('composes Unicode (NFC) so "é" typed two ways is one string', () => {
    expect(normaliseText('Cafe\u0301 ouvert')).toBe('Café ouvert');
  });

  it('removes control and invisible characters that phishers use to split words', () => {
    expect(normaliseText('Pay\u200bPal\u0007 account\u202e')).toBe('PayPal account');
  });

  it('collapses runs of spaces and tabs but keeps line and paragraph breaks', () => {
    expect(normaliseText('  one   two\t\tthree \r\nfour\n\n\n\n five  ')).toBe(
      'one two three\nfour\n\nfive',
    );
  });
});

describe('acquireText', () => {
  it('returns a text acquisition with nothing known about a source', () => {
    const a = acquireText('Hello world');
    expect(a).toMatchObject({
      type: 'text',
      text: 'Hello world',
      url: null,
      domain: null,
      author: null,
      page: null,
    });
  });

  it('extracts absolute links without the sentence punctuation after them', () => {
    const a = acquireText(
      'Read https://www.ons.gov.uk/economy/gdp. Or (see http://example.com/a?b=1), then stop!',
    );
    expect(a.links).toEqual(['https://www.ons.gov.uk/economy/gdp', 'http://example.com/a?b=1']);
  });

  it('extracts bare domains such as bit.ly/x and look-alike shop domains as http links', () => {
    const a = acquireText('Track it at bit.ly/3xYz or log in at secure-paypa1.com/login now.');
    expect(a.links).toEqual(['http://bit.ly/3xYz', 'http://secure-paypa1.com/login']);
  });

  it('does not mistake abbreviations, file names, e-mail addresses or a missing space for links', () => {
    const a = acquireText(
      'See e.g. the report.pdf or file.txt, mail jane@example.com. It ended today.The end.',
    );
    expect(a.links).toEqual([]);
  });

  it('lists each link once', () => {
    expect(acquireText('bit.ly/a and bit.ly/a again').links).toEqual(['http://bit.ly/a']);
  });
});

describe('findLinks', () => {
  it('reports the exact span of each link in the text', () => {
    const text = 'Go to barclays-secure-login.xyz/verify today';
    const [link] = findLinks(text);
    expect(link).toBeDefined();
    expect(text.slice(link!.start, link!.end)).toBe('barclays-secure-login.xyz/verify');
  });
});
