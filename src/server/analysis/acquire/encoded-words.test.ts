import { describe, expect, it } from 'vitest';
import { decodeEncodedWords } from './encoded-words';
import { acquireText } from './text';

describe('MIME encoded words in a pasted e-mail', () => {
  it('decodes base64 and Q words, joining adjacent ones as a mail program shows them', () => {
    expect(
      decodeEncodedWords('Subject: =?UTF-8?B?WW91ciBOZXRmbGl4IE1lbWJlcnNoaXAgaXMgb24gaG9sZA==?= x'),
    ).toBe('Subject: Your Netflix Membership is on hold x');
    expect(
      decodeEncodedWords('=?utf-8?Q?Some=20email=20Messages=20could_not_be_delivered=2e?='),
    ).toBe('Some email Messages could not be delivered.');
    expect(
      decodeEncodedWords('=?utf-8?B?44CQQW1hem9u44CR?=\n =?utf-8?B?44Ki44Kr44Km44Oz44OI?= Amazon'),
    ).toBe('【Amazon】アカウント Amazon');
    expect(decodeEncodedWords('=?ISO-8859-1?Q?Andr=E9?= Pirard')).toBe('André Pirard');
  });

  it('leaves an unknown charset, a malformed word and plain text as written', () => {
    expect(decodeEncodedWords('=?x-unknown?B?QUJD?= and =?UTF-8?B?!!!?=')).toBe(
      '=?x-unknown?B?QUJD?= and =?UTF-8?B?!!!?=',
    );
    expect(decodeEncodedWords('A = ? B ?= C')).toBe('A = ? B ?= C');
  });

  it('is read decoded by the analysis, so its words count', () => {
    const a = acquireText('Subject: =?UTF-8?B?WW91ciBhY2NvdW50IGlzIGxvY2tlZA==?=\n\nHello');
    expect(a.text).toBe('Subject: Your account is locked\n\nHello');
  });
});
