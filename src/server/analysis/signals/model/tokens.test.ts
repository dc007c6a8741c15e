import { describe, expect, it } from 'vitest';
import { TOKEN, TokenReader } from './tokens';

const spans = (text: string) => {
  const out: string[] = [];
  const reader = new TokenReader(text);
  while (reader.next()) out.push(text.slice(reader.start, reader.end));
  return out;
};

describe('TokenReader', () => {
  it.each([
    "Don't panic... 4.2% of £1,500 (3:30) $5!!",
    'naïve café don’t ٣٤ 12² ½ Ⅻ x..y e\u0301 😀 \ud800a 1.',
    'ALL CAPS?! 2024-03-14, 1.000.000 ... . .. ....',
  ])('reads what a global search with TOKEN finds: %s', (text) => {
    expect(spans(text)).toEqual([...text.matchAll(TOKEN)].map((m) => m[0]));
  });
});
