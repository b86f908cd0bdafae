/**
 * The API's import structure, read from its own sources (`npm run arch`): which layer each
 * folder sits on, every module → module import count, and any import that runs back up a layer
 * or closes a circle. Exits 1 on a cycle (between modules or between files) or an upward import
 * (docs/decisions/044-one-way-api.md).
 *
 * `npm run arch -- --files` also lists each module → module import line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../apps/api/src');
const listFiles = process.argv.includes('--files');

/** Production sources only: tests and their helpers are not part of the structure. */
function isProduction(file: string): boolean {
  return (
    /\.(ts|mjs)$/.test(file) &&
    !/\.test\.ts$/.test(file) &&
    !/\.test-support\.ts$/.test(file) &&
    !file.startsWith('testing/')
  );
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [path.relative(root, full)];
  });
}

/** The layers, bottom first; a file may import only from its own layer or a lower one. */
const LAYERS = ['lib', 'core', 'domain', 'plugins', 'modules', 'app', 'runtime', 'entry'] as const;
type Layer = (typeof LAYERS)[number];

function layerOf(file: string): Layer {
  const top = file.split('/')[0]!;
  if (top === 'lib') return 'lib';
  if (top === 'core' || file === 'config.ts' || file === 'config-types.ts') return 'core';
  if (top === 'domain') return 'domain';
  if (top === 'plugins') return 'plugins';
  if (top === 'modules') return 'modules';
  if (file === 'app.ts' || file === 'modules.ts' || top === 'seed') return 'app';
  if (file === 'runtime.ts') return 'runtime';
  return 'entry'; // server.ts, cli.ts
}

/** The unit a file belongs to: `modules/<name>` for a module, otherwise its layer. */
function unitOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'modules' ? `modules/${parts[1]}` : layerOf(file);
}

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[\s\S]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2]!;
    const target = path.relative(root, path.resolve(root, path.dirname(file), spec));
    if (!target.startsWith('..')) found.push(target);
  }
  return found;
}

const files = walk(root).filter(isProduction);
const edges = files.flatMap((from) => importsOf(from).map((to) => ({ from, to })));

// Layers: an import may not run back up.
const upward = edges.filter(
  ({ from, to }) => LAYERS.indexOf(layerOf(to)) > LAYERS.indexOf(layerOf(from)),
);

// Module → module imports, counted by pair.
const pairs = new Map<string, string[]>();
for (const { from, to } of edges) {
  const a = unitOf(from);
  const b = unitOf(to);
  if (a === b || !a.startsWith('modules/') || !b.startsWith('modules/')) continue;
  const key = `${a.slice(8)} → ${b.slice(8)}`;
  pairs.set(key, [...(pairs.get(key) ?? []), `${from} → ${to}`]);
}

/** Strongly connected groups of more than one node (Tarjan), in a directed graph. */
function cycles(nodes: string[], next: (node: string) => string[]): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!order.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, order.get(to)!));
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of nodes) if (!order.has(node)) visit(node);
  return found;
}

const units = [...new Set(files.map(unitOf))].sort();
const unitNext = new Map<string, Set<string>>();
for (const { from, to } of edges) {
  const a = unitOf(from);
  const b = unitOf(to);
  if (a !== b) unitNext.set(a, (unitNext.get(a) ?? new Set()).add(b));
}
const unitCycles = cycles(units, (u) => [...(unitNext.get(u) ?? [])]);
const fileNext = new Map<string, string[]>();
for (const { from, to } of edges) fileNext.set(from, [...(fileNext.get(from) ?? []), to]);
const fileCycles = cycles(files, (f) => fileNext.get(f) ?? []);

// Levels: 1 for a unit that imports nothing else, else one more than the highest it imports
// (unit cycles are reported, and counted once).
const level = new Map<string, number>();
const levelOf = (unit: string, seen = new Set<string>()): number => {
  if (level.has(unit)) return level.get(unit)!;
  if (seen.has(unit)) return 0;
  seen.add(unit);
  const below = [...(unitNext.get(unit) ?? [])].map((u) => levelOf(u, seen));
  const value = 1 + Math.max(0, ...below);
  level.set(unit, value);
  return value;
};
for (const unit of units) levelOf(unit);
const layerLevel = new Map<Layer, number>();
const layerNext = new Map<Layer, Set<Layer>>();
for (const { from, to } of edges) {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a !== b) layerNext.set(a, (layerNext.get(a) ?? new Set()).add(b));
}
const layerLevelOf = (layer: Layer, seen = new Set<Layer>()): number => {
  if (layerLevel.has(layer)) return layerLevel.get(layer)!;
  if (seen.has(layer)) return 0;
  seen.add(layer);
  const value =
    1 + Math.max(0, ...[...(layerNext.get(layer) ?? [])].map((l) => layerLevelOf(l, seen)));
  layerLevel.set(layer, value);
  return value;
};
const presentLayers = LAYERS.filter((l) => files.some((f) => layerOf(f) === l));
for (const layer of presentLayers) layerLevelOf(layer);

const out: string[] = [];
out.push(`apps/api/src: ${files.length} production files, ${edges.length} relative imports`);
out.push('');
out.push('Layers (bottom first; level = 1 + the highest level a layer imports):');
for (const layer of presentLayers) {
  const inLayer = units.filter(
    (u) => layerOf(u === 'app' ? 'app.ts' : `${u}/x`) === layer || u === layer,
  );
  out.push(
    `  ${String(layerLevel.get(layer)).padStart(2)}  ${layer}${layer === 'modules' ? ` (${inLayer.length} modules)` : ''}`,
  );
}
const moduleUnits = units.filter((u) => u.startsWith('modules/'));
const moduleLevels = new Map<string, number>();
const moduleLevelOf = (unit: string, seen = new Set<string>()): number => {
  if (moduleLevels.has(unit)) return moduleLevels.get(unit)!;
  if (seen.has(unit)) return 0;
  seen.add(unit);
  const below = [...(unitNext.get(unit) ?? [])]
    .filter((u) => u.startsWith('modules/'))
    .map((u) => moduleLevelOf(u, seen));
  const value = 1 + Math.max(0, ...below);
  moduleLevels.set(unit, value);
  return value;
};
for (const unit of moduleUnits) moduleLevelOf(unit);
const moduleDepth = Math.max(0, ...moduleLevels.values());
out.push('');
out.push(`Modules stacked on ${moduleDepth} levels among themselves:`);
for (let l = moduleDepth; l >= 1; l--) {
  const at = moduleUnits.filter((u) => moduleLevels.get(u) === l).map((u) => u.slice(8));
  out.push(`  ${String(l).padStart(2)}  ${at.join(', ')}`);
}
const total = [...pairs.values()].reduce((sum, lines) => sum + lines.length, 0);
const internal = [...pairs.values()]
  .flat()
  .filter((line) => !/\/index\.ts$/.test(line.split(' → ')[1]!)).length;
out.push('');
out.push(
  `Module → module imports: ${total} lines in ${pairs.size} pairs; ${internal} of them into a file other than the module's index.ts`,
);
for (const [pair, lines] of [...pairs].sort(
  (a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]),
)) {
  out.push(`  ${String(lines.length).padStart(3)}  ${pair}`);
  if (listFiles) for (const line of lines) out.push(`         ${line}`);
}
out.push('');
out.push(`Imports that run back up a layer: ${upward.length}`);
for (const { from, to } of upward) out.push(`  ${from} → ${to}`);
out.push(`Circles between units: ${unitCycles.length}`);
for (const group of unitCycles) out.push(`  ${group.join(' ↔ ')}`);
out.push(`Circles between files: ${fileCycles.length}`);
for (const group of fileCycles) out.push(`  ${group.join(' ↔ ')}`);
console.log(out.join('\n'));

if (upward.length || unitCycles.length || fileCycles.length) {
  console.error('\nFalha: a estrutura da API tem importações para cima ou circulares.');
  process.exit(1);
}
