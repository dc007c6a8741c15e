/**
 * The Sample Report is a real analysis: its message is sent to a real FactLens server (offline
 * engine only, no model provider, a temporary database, the clock fixed at SAMPLE_ANALYZED_AT),
 * and what the server answers and stores is what /sample shows. `npm run sample` writes it;
 * tests/api/sample-report.test.ts analyzes the message again and compares.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../src/server/config';
import { startHostedServer } from '../../src/server/hosted';
import { createLogger } from '../../src/server/logger';
import {
  SAMPLE_ANALYZED_AT,
  SAMPLE_CONTENT,
  SAMPLE_REPORT_FILE,
} from '../../src/renderer/src/lib/sample-text';
import { analyzeResponseSchema, storedAnalysisSchema, type Results } from '../../src/shared';

export interface SampleReport {
  /** The message as the server stored it (personal data masked), shown under Analyzed Content. */
  content: string;
  results: Results;
}

/** Analyzes the sample message on a fresh offline server and returns what it stored. */
export async function analyzeSample(): Promise<SampleReport> {
  const dataDir = await mkdtemp(join(tmpdir(), 'factlens-sample-'));
  // Only these settings: a model key in the developer's environment must not change the sample.
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STATIC_DIR: join(dataDir, 'no-ui'),
    // What the offline engine says: no reference passages from Wikipedia either.
    REFERENCE_LOOKUP: 'off',
  });
  const server = await startHostedServer({
    config,
    clock: { now: () => new Date(SAMPLE_ANALYZED_AT) },
    log: createLogger('silent'),
  });
  try {
    const posted = await fetch(`${server.url}/api/analyze/text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: SAMPLE_CONTENT }),
    });
    if (!posted.ok) throw new Error(`The server refused the sample (${posted.status}).`);
    const { id } = analyzeResponseSchema.parse(await posted.json());
    const stored = storedAnalysisSchema.parse(
      await (await fetch(`${server.url}/api/analysis/${id}`)).json(),
    );
    return { content: stored.content ?? SAMPLE_CONTENT, results: stored.analysisResults };
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The file's text: stable key order as the server answered, two-space indent, final newline. */
export function serialiseSample(report: SampleReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

export async function writeSampleReport(): Promise<string> {
  const file = resolve(SAMPLE_REPORT_FILE);
  await writeFile(file, serialiseSample(await analyzeSample()));
  return file;
}
