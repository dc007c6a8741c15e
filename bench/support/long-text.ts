/**
 * Long realistic texts for the analysis benches: mostly reporting, some posts and scams, as a
 * long pasted page or transcript would mix them, cut at a word boundary to the length asked.
 */
import {
  BANK_PHISHING_SMS,
  FAKE_SHOP_ADVERT,
  MIRACLE_CURE_POST,
  SOBER_NEWS_REPORT,
} from '../../tests/analyzer/examples';

const POOL = [
  SOBER_NEWS_REPORT,
  MIRACLE_CURE_POST,
  SOBER_NEWS_REPORT,
  BANK_PHISHING_SMS,
  SOBER_NEWS_REPORT,
  FAKE_SHOP_ADVERT,
];

/** About `chars` characters of mixed text; `lead` (a distinct line) makes each text its own. */
export function longText(chars: number, lead = ''): string {
  let out = lead ? `${lead}\n\n` : '';
  for (let i = 0; out.length < chars; i++) out += `${POOL[i % POOL.length]}\n\n`;
  // Cut at a word boundary so the last sentence is not a fragment of a URL.
  const cut = out.slice(0, chars);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), chars - 20));
}
