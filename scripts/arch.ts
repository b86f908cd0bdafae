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
// The layers are the lint rule's (one definition).
import { isTestCode, layerOf, LEVEL, runsUp } from '../apps/api/eslint/api-layers.js';

const root = path.resolve(import.meta.dirname, '../apps/api/src');
const listFiles = process.argv.includes('--files');

/** Production sources only: tests and their helpers are not part of the structure. */
const isProduction = (file: string) => /\.(ts|mjs)$/.test(file) && !isTestCode(file);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [path.relative(root, full)];
  });
}

type Layer = ReturnType<typeof layerOf>;

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
const upward = edges.filter(({ from, to }) => runsUp(layerOf(from), layerOf(to)));

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

/** Who imports whom, between the groups `keyOf` makes of the files (a group's own imports left out). */
function graph(keyOf: (file: string) => string): Map<string, Set<string>> {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [keyOf(from), keyOf(to)];
    if (a !== b) next.set(a, (next.get(a) ?? new Set()).add(b));
  }
  return next;
}

/** 1 for a node that imports nothing, else one more than the highest it imports (a circle counted once). */
function levels(nodes: string[], next: Map<string, Set<string>>): Map<string, number> {
  const level = new Map<string, number>();
  const visit = (node: string, seen: Set<string>): number => {
    if (level.has(node)) return level.get(node)!;
    if (seen.has(node)) return 0;
    seen.add(node);
    const below = [...(next.get(node) ?? [])].filter((n) => nodes.includes(n));
    const value = 1 + Math.max(0, ...below.map((n) => visit(n, seen)));
    level.set(node, value);
    return value;
  };
  for (const node of nodes) visit(node, new Set());
  return level;
}

const units = [...new Set(files.map(unitOf))].sort();
const unitNext = graph(unitOf);
const unitCycles = cycles(units, (u) => [...(unitNext.get(u) ?? [])]);
const fileNext = graph((file) => file);
const fileCycles = cycles(files, (f) => [...(fileNext.get(f) ?? [])]);
const presentLayers = (Object.keys(LEVEL) as Layer[]).filter((l) =>
  files.some((f) => layerOf(f) === l),
);
const layerLevel = levels(presentLayers, graph(layerOf));
const moduleUnits = units.filter((u) => u.startsWith('modules/'));
const moduleLevels = levels(moduleUnits, unitNext);
const moduleDepth = Math.max(0, ...moduleLevels.values());

const out: string[] = [];
out.push(`apps/api/src: ${files.length} production files, ${edges.length} relative imports`);
out.push('');
out.push('Layers (bottom first; level = 1 + the highest level a layer imports):');
for (const layer of presentLayers) {
  const count = layer === 'modules' ? ` (${moduleUnits.length} modules)` : '';
  out.push(`  ${String(layerLevel.get(layer)).padStart(2)}  ${layer}${count}`);
}
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
