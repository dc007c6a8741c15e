/**
 * The order test files start in: longest first, so the last minutes of a run are not one long
 * browser file running alone while the other worker idles. Vitest orders by the durations in its
 * own cache, which a clean clone (CI) does not have: there it fell back to file size, and the
 * suite took 788 s on 2 cores against 688 s ordered by duration. The durations of the last full
 * run are kept in tests/durations.json (`node scripts/test-durations.mjs` after `npm test`); a
 * file it does not know yet runs first, as vitest runs unknown files first. Only the order
 * changes: every file still runs, and projects still run one after the other.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The kept durations, from the project's root. */
const DURATIONS_FILE = 'tests/durations.json';

function keptDurations(root: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(resolve(root, DURATIONS_FILE), 'utf8')) as Record<
      string,
      number
    >;
  } catch {
    return {};
  }
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const kept = keptDurations(root);
    const seconds = (file: TestSpecification): number => {
      const path = relative(root, file.moduleId).replaceAll('\\', '/');
      const cached = this.ctx.cache.getFileTestResults(`${file.project.name}:${path}`);
      if (cached) return cached.duration / 1000;
      return kept[path] ?? Number.POSITIVE_INFINITY;
    };
    const order = await super.sort(files);
    const rank = new Map(order.map((file, i) => [file, i]));
    return [...order].sort((a, b) => {
      // Projects run one after the other, in vitest's own order.
      if (a.project.name !== b.project.name) return rank.get(a)! - rank.get(b)!;
      return seconds(b) - seconds(a) || rank.get(a)! - rank.get(b)!;
    });
  }
}
