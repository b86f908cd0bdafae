// @ts-check
import path from 'node:path';
import { onRelativeImport } from '../../../eslint/relative-imports.js';

/** The floors of `apps/web/src`, lowest first: a folder imports only from its own floor or lower. */
export const FLOORS = ['lib', 'components', 'shared', 'features', 'app'];

/**
 * Where a path lies: its floor (`lib`, `components`, `shared`, `features`, `app`) and, under
 * `shared/` and `features/`, its folder (`shared/<folder>/…`, `features/<folder>/…`); null
 * outside the floors (`main.tsx`, `test/`).
 * @param {string} file
 * @returns {{ floor: string, folder: string | null } | null}
 */
function placeOf(file) {
  const match =
    /[\\/]apps[\\/]web[\\/]src[\\/](lib|components|shared|features|app)[\\/](?:([^\\/]+)[\\/])?/.exec(
      file,
    );
  if (!match) return null;
  const floor = /** @type {string} */ (match[1]);
  const folder = floor === 'shared' || floor === 'features' ? (match[2] ?? null) : null;
  return { floor, folder };
}

/**
 * The shared folders `from` reaches through the declarations (not counting itself unless a
 * circle leads back to it).
 * @param {Record<string, string[]>} declared
 * @param {string} from
 */
function reachable(declared, from) {
  const seen = new Set();
  const next = [...(declared[from] ?? [])];
  while (next.length > 0) {
    const folder = /** @type {string} */ (next.pop());
    if (seen.has(folder)) continue;
    seen.add(folder);
    next.push(...(declared[folder] ?? []));
  }
  return seen;
}

/**
 * The web app's floors, lowest first: `lib → components → shared → features → app`. A file
 * never imports from a higher floor (lib imports no components/shared/features/app; components
 * no shared/features/app; shared no features/app; features no app), a feature never imports
 * another feature, and a shared folder imports another shared folder only when its declaration
 * (the option `shared: { <folder>: [<folders it may use>] }`) names it and the declarations make
 * no circle through them. What several features use lives in `src/shared/`, `src/components/` or
 * `src/lib/`, and screens are composed in `src/app/`.
 * Relative specifiers are resolved, so `../../diligence/x.ts` and `../../../features/x/y.ts`
 * are both caught; static imports, re-exports and `import()` are checked.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keeps the web floors (lib → components → shared → features → app): no import from a higher floor, none between features, only declared ones between shared folders.',
    },
    messages: {
      crossFeature:
        'features/{{from}} não pode importar de features/{{to}}: mova o que é comum para src/shared/ (ou components/, lib/) ou componha as telas em src/app/.',
      sharedImportsFeature:
        'src/{{from}}/ é compartilhado e não pode importar de features/{{to}}: mova o que ele usa para src/shared/ (ou components/, lib/).',
      upward:
        'src/{{from}}/ está abaixo de src/{{to}}/ (lib → components → shared → features → app) e não pode importá-lo: mova o que ele usa para src/{{from}}/ ou abaixo.',
      undeclaredShared:
        'shared/{{from}} não declara shared/{{to}}: declare-o em lince/feature-boundaries (eslint.config.js, opção shared) ou mova o que é comum para components/ ou lib/.',
      sharedCycle:
        'shared/{{from}} e shared/{{to}} declaram-se em círculo (shared/{{to}} já leva a shared/{{from}}): desfaça o círculo nas declarações e mova o que é comum para uma pasta abaixo de ambas.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          shared: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' }, uniqueItems: true },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const own = placeOf(file);
    if (!own) return {};
    /** @type {Record<string, string[]>} */
    const declared = context.options[0]?.shared ?? {};
    return onRelativeImport(context, (source, resolved) => {
      const target = placeOf(resolved + path.sep);
      if (!target) return;
      const report = (
        /** @type {string} */ messageId,
        /** @type {Record<string, string>} */ data,
      ) => context.report({ node: source, messageId, data });
      if (FLOORS.indexOf(target.floor) > FLOORS.indexOf(own.floor)) {
        if (target.floor === 'features') {
          return report('sharedImportsFeature', { from: own.floor, to: target.folder ?? '' });
        }
        return report('upward', { from: own.floor, to: target.floor });
      }
      if (own.floor !== target.floor || own.folder === target.folder) return;
      const from = own.folder ?? '';
      const to = target.folder ?? '';
      if (own.floor === 'features') return report('crossFeature', { from, to });
      if (own.floor !== 'shared') return;
      if (!(declared[from] ?? []).includes(to)) return report('undeclaredShared', { from, to });
      if (reachable(declared, to).has(from)) return report('sharedCycle', { from, to });
    });
  },
};
