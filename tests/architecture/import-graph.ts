/**
 * The import graph of src/ and the two rules it must keep (ARCHITECTURE.md; issue 27 item 5): no
 * import cycle, and no import from a lower floor to a higher one. The graph is read with the
 * TypeScript compiler's own pre-processor (every `import`, `import type`, `export ... from` and
 * `import()` with a relative specifier), so a type-only import counts like any other: it still
 * ties the two files' meaning together. Plain functions over plain data, so a test can feed them
 * a small made-up graph and prove they fail (import-graph.test.ts).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** File -> the files it imports, every path relative to the repository root with '/'. */
export type ImportGraph = Map<string, string[]>;

/** One floor of the table: the files it holds, as path prefixes ("dir/") or exact paths. */
export interface Floor {
  /** Which tree the floor is in: trees may only import the trees `Realm.imports` allows. */
  realm: string;
  /** Lower floors never import higher ones of the same realm. */
  level: number;
  name: string;
  paths: string[];
}

export interface Realm {
  name: string;
  /** The realms this one may import (itself always). */
  imports: string[];
}

export interface FloorPlan {
  realms: Realm[];
  floors: Floor[];
}

/** An import a rule forbids: `from` imports `to`. */
export interface BadImport {
  from: string;
  to: string;
  why: string;
}

/** The file extensions read as modules; tests are left out (a test may import what it tests). */
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
/** What a relative specifier may stand for, tried in this order, as the bundler resolves it. */
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const toPosix = (p: string) => p.split(sep).join('/');

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : listSources(full);
    return SOURCE.test(name) && !TEST.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveSpecifier(fromFile: string, spec: string): string | null {
  const base = resolve(dirname(fromFile), spec.replace(/\.js$/, ''));
  for (const ext of CANDIDATES) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The relative imports of one file's text (imports of packages are not edges of this graph). */
export function relativeImports(text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((f) => f.fileName).filter((s) => s.startsWith('.'));
}

/** Reads every .ts/.tsx file (tests excepted) under the given folders of `root`. */
export function readImportGraph(root: string, folders: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const folder of folders) {
    for (const file of listSources(join(root, folder))) {
      const targets = relativeImports(readFileSync(file, 'utf8')).flatMap((spec) => {
        const target = resolveSpecifier(file, spec);
        return target ? [toPosix(relative(root, target))] : [];
      });
      graph.set(toPosix(relative(root, file)), [...new Set(targets)]);
    }
  }
  return graph;
}

/** A tangle of files that import each other round, and one loop through it to read. */
export interface Cycle {
  /** Every file of the tangle, sorted: what identifies it (a new arrow into it changes this). */
  files: string[];
  /** A shortest loop through its first file, that file repeated at the end. */
  loop: string[];
}

/**
 * Every cycle, each once: Tarjan's strongly connected components, each shown as one shortest
 * loop through its first file, so a tangle of many files reads as one loop rather than thousands.
 */
export function findCycles(graph: ImportGraph): Cycle[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfLoop = (graph.get(v) ?? []).includes(v);
      if (component.length > 1 || selfLoop) components.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return components
    .map((c) => ({ files: c, loop: shortestLoop(graph, new Set(c), c[0]!) }))
    .sort((a, b) => a.files[0]!.localeCompare(b.files[0]!));
}

/** A shortest path from `start` back to itself inside one component (breadth first). */
function shortestLoop(graph: ImportGraph, members: Set<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let u = v; u !== start; u = cameFrom.get(u)!) path.splice(1, 0, u);
        return [...path, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/** The floor a file stands on: the entry with the longest matching path; null when none. */
export function floorOf(plan: FloorPlan, file: string): Floor | null {
  let best: Floor | null = null;
  let bestLength = -1;
  for (const floor of plan.floors) {
    for (const p of floor.paths) {
      const hit = p.endsWith('/') ? file.startsWith(p) : file === p;
      if (hit && p.length > bestLength) {
        best = floor;
        bestLength = p.length;
      }
    }
  }
  return best;
}

/** Imports that go up a floor or into a realm the importer may not import; files on no floor. */
export function findBadImports(graph: ImportGraph, plan: FloorPlan): BadImport[] {
  const bad: BadImport[] = [];
  const realms = new Map(plan.realms.map((r) => [r.name, new Set([r.name, ...r.imports])]));
  for (const [from, targets] of graph) {
    const a = floorOf(plan, from);
    if (!a) {
      bad.push({ from, to: from, why: 'is on no floor: add it to the floor table' });
      continue;
    }
    for (const to of targets) {
      const b = floorOf(plan, to);
      if (!b) continue; // reported once, as the file on no floor, when it is in the graph
      if (!realms.get(a.realm)?.has(b.realm)) {
        bad.push({ from, to, why: `${a.realm} never imports ${b.realm}` });
      } else if (a.realm === b.realm && b.level > a.level) {
        bad.push({
          from,
          to,
          why: `floor ${a.level} (${a.name}) imports floor ${b.level} (${b.name})`,
        });
      }
    }
  }
  return bad;
}

/** "a -> b" for a bad import; the form the allowance lists use. */
export const arrow = (b: { from: string; to: string }) => `${b.from} -> ${b.to}`;
/** "a -> b -> a" for a cycle. */
export const loop = (cycle: Cycle) => cycle.loop.join(' -> ');
