/**
 * The README and docs/ stay one set of pages a newcomer can follow (issue 37): every relative link
 * between them opens a file that exists, every link to a heading (`page.md#heading`, `#heading`)
 * names a heading that page has (GitHub's slugs), every /api route declared in the contracts
 * (src/shared/contracts and each kind's in src/shared/kinds) has its own section in docs/api.md,
 * the evaluation table of docs/how-it-judges.md states the figures the product ships, each docs
 * page says first who it is for, and the README stays short enough to read in five minutes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentedPath, type RouteContract } from '../../src/shared/contract';
import { EVALUATION } from '../../src/shared/evaluation';
import { evaluationCells, JUDGES_PAGE, tableCellsIn } from '../../scripts/docs/evaluation-table';

const ROOT = resolve(__dirname, '../..');
const DOCS = join(ROOT, 'docs');
/** The README's length, in lines, below which it is read in five minutes (issue 37). */
const README_MAX_LINES = 250;

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });

const PAGES = [join(ROOT, 'README.md'), ...markdownFiles(DOCS)];

/** The text with fenced code blocks blanked (line numbers kept), where `#` and `[x](y)` are code. */
const withoutFences = (text: string): string => {
  let fenced = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
};

/** GitHub's anchor for a heading's text (github-slugger): inline markup gone, then the slug. */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*{1,3}([^*]+)\*{1,3}/g, '$1');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a page has: each heading's slug, repeats numbered -1, -2 as GitHub does. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The link targets of a page with their line numbers (inline links and images, not code). */
function linksOf(markdown: string): { line: number; target: string }[] {
  return withoutFences(markdown)
    .split('\n')
    .flatMap((text, i) =>
      [...text.replace(/`[^`]*`/g, '').matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
        (match) => ({ line: i + 1, target: match[1]! }),
      ),
    );
}

/** "file:line: why" for each broken relative link or heading anchor of the page. */
function brokenLinks(
  file: string,
  markdown: string,
  read: (path: string) => string | undefined,
): string[] {
  const problems: string[] = [];
  for (const { line, target } of linksOf(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: ...: not between pages
    const hash = target.indexOf('#');
    const path = hash === -1 ? target : target.slice(0, hash);
    const anchor = hash === -1 ? '' : decodeURIComponent(target.slice(hash + 1));
    const where = `${relative(ROOT, file)}:${line}`;
    const destination = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    const text = path === '' ? markdown : read(destination);
    if (text === undefined) {
      problems.push(
        `${where}: "${target}" links to ${relative(ROOT, destination)}, which does not exist`,
      );
      continue;
    }
    if (anchor && destination.endsWith('.md') && !anchorsOf(text).has(anchor)) {
      problems.push(
        `${where}: "${target}" links to a heading that ${relative(ROOT, destination)} does not have`,
      );
    }
  }
  return problems;
}

const readIfExists = (path: string): string | undefined => {
  if (!existsSync(path)) return undefined;
  return path.endsWith('.md') ? readFileSync(path, 'utf8') : '';
};

/** Every route declared with defineRoute in the shared contracts, each kind's included. */
async function declaredRoutes(): Promise<RouteContract[]> {
  const modules = [
    join(ROOT, 'src/shared/contracts/index.ts'),
    ...readdirSync(join(ROOT, 'src/shared/kinds'))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => join(ROOT, 'src/shared/kinds', name)),
  ];
  const routes = new Map<string, RouteContract>();
  for (const module of modules) {
    const exports: Record<string, unknown> = await import(pathToFileURL(module).href);
    for (const value of Object.values(exports)) {
      const candidate = value as Partial<RouteContract> | null;
      if (
        candidate &&
        typeof candidate === 'object' &&
        typeof candidate.method === 'string' &&
        typeof candidate.path === 'string' &&
        candidate.path.startsWith('/api/')
      ) {
        routes.set(`${candidate.method} ${candidate.path}`, candidate as RouteContract);
      }
    }
  }
  return [...routes.values()];
}

describe('the README and docs/', () => {
  it('find a broken link or heading anchor (the check itself)', () => {
    const page = join(ROOT, 'docs/example.md');
    const pages: Record<string, string> = {
      [join(ROOT, 'docs/other.md')]: '# Other\n\n## Known fact-checks (ClaimReview)\n',
    };
    const markdown = [
      '# Example',
      '## Importing: `npm run factchecks -- import <file-or-url>`',
      '[ok](other.md#known-fact-checks-claimreview) [ok](#importing-npm-run-factchecks----import-file-or-url)',
      '[gone](missing.md) [bad](other.md#no-such-heading) [bad](#nor-here)',
      '```',
      '[in code](nowhere.md)',
      '```',
      '[web](https://example.com/x#y)',
    ].join('\n');
    expect(brokenLinks(page, markdown, (path) => pages[path])).toEqual([
      'docs/example.md:4: "missing.md" links to docs/missing.md, which does not exist',
      'docs/example.md:4: "other.md#no-such-heading" links to a heading that docs/other.md does not have',
      'docs/example.md:4: "#nor-here" links to a heading that docs/example.md does not have',
    ]);
    expect(anchorsOf('# A\n## Tests\n## Tests\n')).toEqual(new Set(['a', 'tests', 'tests-1']));
  });

  it('have no broken relative link or heading anchor', () => {
    const problems = PAGES.flatMap((page) =>
      brokenLinks(page, readFileSync(page, 'utf8'), readIfExists),
    );
    expect(problems).toEqual([]);
  });

  it('document every route of the contracts in docs/api.md, each under its own heading', async () => {
    const routes = await declaredRoutes();
    expect(routes.length).toBeGreaterThan(15);
    const anchors = anchorsOf(readFileSync(join(DOCS, 'api.md'), 'utf8'));
    const missing = routes
      .map((route) => `${route.method} ${documentedPath(route)}`)
      .filter((route) => !anchors.has(slug(route)));
    expect(missing, 'routes with no "### METHOD /api/path" heading in docs/api.md').toEqual([]);
  });

  it('state the evaluation figures the product ships (src/shared/evaluation.json)', () => {
    const cells = tableCellsIn(readFileSync(join(ROOT, JUDGES_PAGE), 'utf8'));
    expect(cells, `${JUDGES_PAGE} differs: run node scripts/eval.mjs docs`).toEqual(
      evaluationCells(EVALUATION),
    );
  });

  it('open each docs page with who it is for', () => {
    const without = markdownFiles(DOCS).filter((page) => {
      const lines = readFileSync(page, 'utf8').split('\n');
      const firstParagraph = lines.slice(1).find((line) => line.trim() !== '') ?? '';
      return !/^\*\*Who this is for:?\*\*/.test(firstParagraph.trim());
    });
    expect(without.map((page) => relative(ROOT, page))).toEqual([]);
  });

  it('keep the README under 250 lines', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThan(README_MAX_LINES);
  });
});
