/**
 * Everything the public can read of one analysis, through the real interface: /api/analysis/{id},
 * the server-rendered /shared/{id} page, the strings the link-preview image is drawn from (what
 * the preview route hands to the drawing, after the drawing's own cleaning), the public feed, the
 * analytics and the dataset export. For the privacy tests of issue 34.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { drawableText, previewImageContent } from '../../src/server/link-preview/preview-image';
import { storedAnalysisSchema } from '../../src/shared';
import { makeTempDir, startTestServer, type TestServer, type TestServerOptions } from './server';

const INDEX_HTML =
  '<!doctype html><html><head><title>FactLens</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

/** A test server that serves a page for /shared/{id}, so its preview tags are rendered. */
export async function startServerWithPages(options: TestServerOptions = {}): Promise<TestServer> {
  const staticDir = await makeTempDir('factlens-ui-');
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  return startTestServer({ staticDir, ...options });
}

export async function publicSurfaces(
  server: TestServer,
  id: string,
): Promise<Record<string, string>> {
  const analysis = await server.get(`/api/analysis/${id}`);
  expect(analysis.status, analysis.text).toBe(200);
  const record = storedAnalysisSchema.parse(analysis.json);
  const shared = await server.get(`/shared/${id}`);
  expect(shared.status).toBe(200);
  const drawn = previewImageContent({
    results: record.analysisResults,
    title: record.title,
    type: record.type,
  });
  return {
    '/api/analysis': analysis.text,
    '/shared': shared.text,
    'preview image': [drawableText(drawn.title ?? ''), drawableText(drawn.headline)].join('\n'),
    'public feed': (await server.get('/api/public-feed')).text,
    analytics: (await server.get('/api/analytics')).text,
    'dataset export': (await server.get('/api/export-dataset')).text,
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The value 0-9 of a decimal digit of any script: its place in its run of ten. */
function digitValue(digit: string): string {
  let zero = digit.codePointAt(0)!;
  while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1)) && digit.codePointAt(0)! - zero < 9)
    zero -= 1;
  return String((digit.codePointAt(0)! - zero) % 10);
}
const DIGITS_OF = (s: string) => (s.match(/\p{Nd}/gu) ?? []).map(digitValue).join('');

/**
 * Where any of `values` shows: as written (or as JSON or HTML escape it), and for a number of
 * seven digits or more, its digits with any separators between them (so "0151 23456780" is not
 * hidden by writing it "015123456780").
 */
export function leaksIn(surfaces: Record<string, string>, values: readonly string[]): string[] {
  const leaks: string[] = [];
  for (const [where, page] of Object.entries(surfaces)) {
    for (const value of values) {
      const forms = [value, JSON.stringify(value).slice(1, -1)];
      const written = forms.some((form) =>
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(form)}(?![\\p{L}\\p{N}])`, 'u').test(page),
      );
      const digits = DIGITS_OF(value);
      const spread =
        digits.length >= 7 &&
        new RegExp(`(?<!\\d)${[...digits].join('[\\s./()-]{0,3}')}(?!\\d)`).test(page);
      if (written || spread) leaks.push(`${where} shows "${value}"`);
    }
  }
  return leaks;
}
