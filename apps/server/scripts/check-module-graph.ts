// npm run lint: the server's module graph has no cycle, no import back up the layers and no
// import of another module's internals (ADR 055). Prints the layers' sizes when it holds.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkModuleGraph, cycles, LAYERS, moduleEdges } from './module-graph.js';

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');
const problems = checkModuleGraph(modulesDir);
if (problems.length > 0) {
  console.error(problems.map((p) => `module graph: ${p}`).join('\n'));
  process.exit(1);
}
const edges = moduleEdges(modulesDir);
const pairs = new Set(edges.map((e) => `${e.from}->${e.to}`));
console.log(
  `module graph: ${LAYERS.flat().length} modules on ${LAYERS.length} layers, ${pairs.size} module dependencies, ${cycles(edges).length} cycles, 0 imports up the layers`,
);
