/** The fact-check index: duplicates, all-or-nothing imports, BM25 search, the paged export. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FactCheck } from '../../shared';
import { openFactCheckFile } from './fact-check-index';

const fc = (n: number, claim = `Claim number ${n} about harbour bridges`): FactCheck => ({
  claimReviewed: claim,
  rating: 'False',
  verdict: 'false',
  publisherName: 'Desk',
  publisherSite: null,
  reviewUrl: `https://desk.example/${n}`,
  reviewDate: null,
  language: 'en',
  claimant: null,
  appearanceUrls: [],
});

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function open() {
  const dir = mkdtempSync(join(tmpdir(), 'factlens-fc-'));
  const file = openFactCheckFile(dir);
  cleanups.push(
    () => rmSync(dir, { recursive: true, force: true }),
    () => file.close(),
  );
  return file.index;
}

describe('FactCheckIndex', () => {
  it('skips duplicates by review URL, within an import and across imports', () => {
    const index = open();
    expect(index.add([fc(1), fc(2), fc(1)], new Date(1000))).toEqual({ added: 2, duplicates: 1 });
    expect(index.add([fc(2), fc(3)], new Date(2000))).toEqual({ added: 1, duplicates: 1 });
    expect(index.count()).toBe(3);
  });

  it('adds nothing when one row fails', () => {
    const index = open();
    const broken = { ...fc(2), verdict: 'nonsense' } as unknown as FactCheck;
    expect(() => index.add([fc(1), broken], new Date(1000))).toThrow();
    expect(index.count()).toBe(0);
  });

  it('finds candidates by any word, best BM25 first, and is not fooled by FTS operators', () => {
    const index = open();
    index.add(
      [
        fc(1, 'Drinking bleach cures the flu'),
        fc(2, 'The harbour bridge will close'),
        fc(3, 'Bleach kills germs on kitchen surfaces'),
      ],
      new Date(0),
    );
    expect(index.search(['bleach', 'cures'], 5).map((r) => r.reviewUrl)).toEqual([
      'https://desk.example/1',
      'https://desk.example/3',
    ]);
    expect(index.search(['NEAR', 'OR', 'AND', '"*'], 5)).toEqual([]);
    expect(index.search([], 5)).toEqual([]);
  });

  it('walks its export page by page with the cursor, rows of one import included', () => {
    const index = open();
    index.add(
      [1, 2, 3, 4, 5].map((n) => fc(n)),
      new Date(1000),
    );
    index.add(
      [6, 7].map((n) => fc(n)),
      new Date(2000),
    );
    const seen: string[] = [];
    let page = index.page(null, 3);
    seen.push(...page.factChecks.map((f) => f.reviewUrl));
    while (page.more) {
      page = index.page(page.next, 3);
      seen.push(...page.factChecks.map((f) => f.reviewUrl));
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `https://desk.example/${n}`));
    const tail = index.page({ since: new Date(1000).toISOString(), after: 5 }, 3);
    expect(tail.factChecks.map((f) => f.reviewUrl)).toEqual([
      'https://desk.example/6',
      'https://desk.example/7',
    ]);
    expect(tail.factChecks[0]?.indexedAt).toBe(new Date(2000).toISOString());
  });

  it('keeps the hub sync cursor and the last error', async () => {
    const index = open();
    expect(index.hubSyncState('https://hub.example')).toEqual({
      cursor: null,
      syncedAt: null,
      lastError: null,
    });
    await index.addFromHub(
      'https://hub.example',
      [fc(1)],
      { since: new Date(5000).toISOString(), after: 9 },
      new Date(6000),
    );
    await index.recordHubSync(
      'https://hub.example',
      new Date(7000),
      'The hub could not be reached.',
    );
    expect(index.hubSyncState('https://hub.example')).toEqual({
      cursor: { since: new Date(5000).toISOString(), after: 9 },
      syncedAt: new Date(6000),
      lastError: 'The hub could not be reached.',
    });
  });
});

describe('openFactCheckFile', () => {
  it('opens an already migrated file again, sharing its rows', () => {
    const dir = mkdtempSync(join(tmpdir(), 'factlens-fc-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const first = openFactCheckFile(dir);
    const second = openFactCheckFile(dir);
    cleanups.push(
      () => first.close(),
      () => second.close(),
    );
    first.index.add([fc(1)], new Date(0));
    expect(second.index.count()).toBe(1);
  });
});
