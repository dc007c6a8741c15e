/**
 * The report behind `node scripts/import-graph.mjs`: the import graph of src/ and every problem the
 * architecture test fails on, with the known problems of the allowance list marked as such.
 */
import { KNOWN_BAD_IMPORTS, KNOWN_CYCLES } from '../../tests/architecture/allowances';
import { FLOOR_PLAN, GRAPH_FOLDERS } from '../../tests/architecture/floors';
import {
  arrow,
  findBadImports,
  findCycles,
  floorOf,
  loop,
  readImportGraph,
} from '../../tests/architecture/import-graph';

const graph = readImportGraph(process.cwd(), GRAPH_FOLDERS);
const edges = [...graph.values()].reduce((n, targets) => n + targets.length, 0);

if (process.argv.includes('--graph')) {
  for (const [file, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    const floor = floorOf(FLOOR_PLAN, file);
    console.log(`${file} [${floor ? `${floor.realm} ${floor.level} ${floor.name}` : 'no floor'}]`);
    for (const t of targets) console.log(`    -> ${t}`);
  }
  console.log('');
}

const knownCycles = new Set(KNOWN_CYCLES.map((k) => k.files.join(' ')));
const knownArrows = new Set(KNOWN_BAD_IMPORTS.map((k) => k.arrow));
const cycles = findCycles(graph);
const bad = findBadImports(graph, FLOOR_PLAN);
console.log(`${graph.size} files, ${edges} relative imports.`);
console.log(`\nImport cycles: ${cycles.length}`);
for (const c of cycles) {
  const known = knownCycles.has(c.files.join(' ')) ? ' (known, allowed)' : '';
  console.log(`  ${loop(c)}${known}`);
}
console.log(`\nImports from a lower floor to a higher one, or across realms: ${bad.length}`);
for (const b of bad) {
  const known = knownArrows.has(arrow(b)) ? ' (known, allowed)' : '';
  console.log(`  ${arrow(b)}: ${b.why}${known}`);
}
