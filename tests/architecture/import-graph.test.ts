/**
 * Issue 27 item 5, "Straight data flow": src/ has no import cycle and no import from a lower floor
 * to a higher one (floors.ts). `node scripts/import-graph.mjs` prints the same findings for a person to read.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOOR_PLAN, GRAPH_FOLDERS } from './floors';
import {
  arrow,
  findBadImports,
  findCycles,
  loop,
  readImportGraph,
  relativeImports,
  type FloorPlan,
  type ImportGraph,
} from './import-graph';

const ROOT = resolve(__dirname, '../..');

describe('the checks themselves', () => {
  const plan: FloorPlan = {
    realms: [
      { name: 'shared', imports: [] },
      { name: 'server', imports: ['shared'] },
      { name: 'ui', imports: ['shared'] },
    ],
    floors: [
      { realm: 'shared', level: 0, name: 'contract', paths: ['shared/'] },
      { realm: 'server', level: 1, name: 'low', paths: ['low/'] },
      { realm: 'server', level: 2, name: 'high', paths: ['high/', 'high/top.ts'] },
      { realm: 'ui', level: 1, name: 'ui', paths: ['ui/'] },
    ],
  };

  it('finds a cycle and prints the loop', () => {
    const graph: ImportGraph = new Map([
      ['low/a.ts', ['low/b.ts']],
      ['low/b.ts', ['low/c.ts', 'shared/x.ts']],
      ['low/c.ts', ['low/a.ts']],
      ['shared/x.ts', []],
      ['low/self.ts', ['low/self.ts']],
    ]);
    const cycles = findCycles(graph);
    expect(cycles.map(loop)).toEqual([
      'low/a.ts -> low/b.ts -> low/c.ts -> low/a.ts',
      'low/self.ts -> low/self.ts',
    ]);
    expect(cycles[0]!.files).toEqual(['low/a.ts', 'low/b.ts', 'low/c.ts']);
  });

  it('finds no cycle in a graph without one', () => {
    const graph: ImportGraph = new Map([
      ['high/a.ts', ['low/b.ts', 'low/c.ts']],
      ['low/b.ts', ['low/c.ts']],
      ['low/c.ts', []],
    ]);
    expect(findCycles(graph)).toEqual([]);
  });

  it('finds an upward import, an import across realms and a file on no floor', () => {
    const graph: ImportGraph = new Map([
      ['low/a.ts', ['high/b.ts', 'shared/x.ts']],
      ['high/b.ts', ['low/a.ts', 'shared/x.ts']],
      ['shared/x.ts', ['low/a.ts']],
      ['ui/page.tsx', ['high/b.ts', 'shared/x.ts']],
      ['stray/file.ts', []],
    ]);
    const bad = findBadImports(graph, plan);
    expect(bad.map((b) => `${arrow(b)}: ${b.why}`)).toEqual([
      'low/a.ts -> high/b.ts: floor 1 (low) imports floor 2 (high)',
      'shared/x.ts -> low/a.ts: shared never imports server',
      'ui/page.tsx -> high/b.ts: ui never imports server',
      'stray/file.ts -> stray/file.ts: is on no floor: add it to the floor table',
    ]);
  });

  it('counts type-only imports, re-exports and dynamic imports, not packages', () => {
    const text = [
      "import type { A } from './a';",
      "import { b } from '../b';",
      "export * from './c';",
      "export type { D } from './d';",
      "const e = () => import('./e');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(relativeImports(text)).toEqual(['./a', '../b', './c', './d', './e']);
  });
});

describe('src/', () => {
  const graph = readImportGraph(ROOT, GRAPH_FOLDERS);

  it('reads the whole tree', () => {
    // A floor of the table or a folder of GRAPH_FOLDERS renamed away would leave the check empty.
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('src/server/analysis/pipeline.ts')).toContain(
      'src/server/analysis/signals/index.ts',
    );
  });

  it('has no import cycle', () => {
    expect(findCycles(graph).map(loop)).toEqual([]);
  });

  it('has no import from a lower floor to a higher one', () => {
    const bad = findBadImports(graph, FLOOR_PLAN);
    expect(bad.map((b) => `${arrow(b)}: ${b.why}`)).toEqual([]);
  });
});
