import { ACTIVITY_ACTION_LABELS } from '@lince/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS } from './record-activity.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * Every `action:` of every `recordActivity(…)` call of the API, read from the sources: the value
 * up to the end of the property (`,` then a line break, as Prettier writes it), whose upper-case
 * string literals are the actions (a ternary gives two; its condition is left out).
 */
function recordedActions() {
  const actions = new Set<string>();
  const withoutLiteral: string[] = [];
  for (const file of sourceFiles(SRC)) {
    if (file.endsWith(path.join('activity', 'record-activity.ts'))) continue;
    const text = readFileSync(file, 'utf8');
    if (!text.includes('recordActivity(')) continue;
    for (const match of text.matchAll(/\baction:([\s\S]*?),\s*\n/g)) {
      // A ternary's condition (`status === 'CANCELADA' ? …`) compares, it does not name an action.
      const value = match[1]!.replace(/[\w.]+\s*[!=]==?\s*'[^']*'/g, '');
      const literals = [...value.matchAll(/'([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1]!);
      if (!literals.length) withoutLiteral.push(`${path.relative(SRC, file)}: ${match[0].trim()}`);
      for (const literal of literals) actions.add(literal);
    }
  }
  return { actions, withoutLiteral };
}

describe('activity actions', () => {
  it('every action the API records is a literal with a Portuguese label', () => {
    const { actions, withoutLiteral } = recordedActions();
    // Sanity: the scan does find the writes (users, diligences, entities…).
    expect(actions.size).toBeGreaterThan(30);
    expect([...actions]).toEqual(
      expect.arrayContaining([
        'LOGIN',
        'DILIGENCE_CREATED',
        'DILIGENCE_CANCELED',
        'ENTITY_DELETED',
      ]),
    );
    expect(withoutLiteral, 'ações gravadas sem literal: escreva a ação por extenso').toEqual([]);
    const missing = [...new Set([...actions, ...ACTIVITY_ACTIONS])].filter(
      (action) => !ACTIVITY_ACTION_LABELS[action]?.trim(),
    );
    expect(missing, 'ações sem rótulo em ACTIVITY_ACTION_LABELS (contracts/activities.ts)').toEqual(
      [],
    );
  });
});
