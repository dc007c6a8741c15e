/** Fact-check fixtures, and the importer as `npm run factchecks -- import` runs it. */
import { join } from 'node:path';
import { runFactChecksCli } from '../../src/server/fact-checks-cli';

const FIXTURES = join(import.meta.dirname, '../../src/server/analysis/fact-checks/__fixtures__');
/** 22 invented ClaimReviews as a schema.org DataFeed (some wrapped in DataFeedItem). */
export const CLAIM_REVIEW_FEED = join(FIXTURES, 'claim-reviews.json');
/** Two more fact-checks as CSV with every column. */
export const EXTRA_CSV = join(FIXTURES, 'extra.csv');
/** A CSV whose third line has no rating. */
export const BAD_RATING_CSV = join(FIXTURES, 'bad-rating.csv');
/** A paraphrase of "Offshore wind turbines are killing whales on the east coast" (rated False). */
export const WHALES_TEXT =
  'Offshore wind turbines are now killing whales along the east coast, local fishermen told reporters on Monday.';

export async function importFeed(
  dataDir: string,
  source = CLAIM_REVIEW_FEED,
  env: Record<string, string> = {},
): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const out = { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) };
  const code = await runFactChecksCli(
    ['import', source],
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    out,
  );
  return { code, lines };
}
