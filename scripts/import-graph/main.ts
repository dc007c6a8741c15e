/**
 * The report behind `node scripts/import-graph.mjs`: the import graph of src/ and every problem the
 * architecture test fails on.
 */
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

const cycles = findCycles(graph);
const bad = findBadImports(graph, FLOOR_PLAN);
console.log(`${graph.size} files, ${edges} relative imports.`);
console.log(`\nImport cycles: ${cycles.length}`);
for (const c of cycles) console.log(`  ${loop(c)}`);
console.log(`\nImports from a lower floor to a higher one, or across realms: ${bad.length}`);
for (const b of bad) console.log(`  ${arrow(b)}: ${b.why}`);
