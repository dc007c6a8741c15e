/**
 * `npm run factchecks -- import <file-or-url>`: loads a newsroom's fact-check archive or a feed it
 * is licensed to use into the fact-check index beside the analyses (the SQLite file in DATA_DIR,
 * or the PostgreSQL database of DATABASE_URL, which every instance on it reads). Safe while the
 * server runs: it writes in short transactions with pauses between them
 * (analysis/fact-checks/import.ts).
 */
import { ImportStoppedError, importFactChecks } from './analysis/fact-checks/import';
import { ImportError } from './analysis/fact-checks/record';
import { ConfigError, loadConfig } from './config';
import { FETCH_USER_AGENT } from './services/fetch-user-agent';
import { openFactCheckIndex } from './store/open-stores';

export const FACTCHECKS_USAGE = `Usage: npm run factchecks -- import <file-or-url>
  Adds schema.org ClaimReview JSON-LD (one object, an array, a @graph or a DataFeed) or CSV
  (header: claim_reviewed,rating,publisher_name,review_url and optionally publisher_site,
  review_date,language,claimant,appearance_urls,verdict) to the fact-check index in DATA_DIR.
  Fact-checks whose review URL is already indexed are skipped.`;

export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

export async function runFactChecksCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  out: CliOutput,
): Promise<number> {
  if (args[0] === '--help' || args[0] === '-h' || args[0] === 'help') {
    out.log(FACTCHECKS_USAGE);
    return 0;
  }
  if (args[0] !== 'import' || args.length !== 2) {
    out.error(
      args.length
        ? `Unknown command: ${args.join(' ').slice(0, 100)}.\n${FACTCHECKS_USAGE}`
        : FACTCHECKS_USAGE,
    );
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      out.error(error.message);
      return 2;
    }
    throw error;
  }
  const opened = await openFactCheckIndex(config);
  try {
    const summary = await importFactChecks(args[1]!, opened.index, {
      fetchPolicy: {
        allowPrivateHosts: config.fetch.allowPrivateHosts,
        userAgent: FETCH_USER_AGENT,
      },
      now: new Date(),
    });
    const skipped = summary.duplicates
      ? ` ${summary.duplicates} ${summary.duplicates === 1 ? 'was' : 'were'} already in the index and skipped.`
      : '';
    out.log(
      `Read ${summary.read} fact-check${summary.read === 1 ? '' : 's'} (${summary.format === 'json' ? 'ClaimReview JSON-LD' : 'CSV'}): added ${summary.added}.${skipped} The index now holds ${await opened.index.count()}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      out.error(`Import refused, nothing was added: ${error.message}`);
      return 1;
    }
    if (error instanceof ImportStoppedError) {
      out.error(
        `Import stopped after adding ${error.added} fact-check${error.added === 1 ? '' : 's'}: ${error.message} Import the file again to add the rest (those already added are skipped).`,
      );
      return 1;
    }
    throw error;
  } finally {
    await opened.close();
  }
}
