// @ts-check
import path from 'node:path';

/** The feature folder a path lies in (`apps/web/src/features/<name>/…`), or null. */
function featureOf(file) {
  const match = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file);
  return match ? match[1] : null;
}

/** The shared folder a path lies in (`apps/web/src/{shared,components,lib}/…`), or null. */
function sharedFolderOf(file) {
  const match = /[\\/]apps[\\/]web[\\/]src[\\/](shared|components|lib)[\\/]/.exec(file);
  return match ? match[1] : null;
}

/**
 * A file of one feature imports nothing from another feature: what several features use lives
 * in `src/shared/`, `src/components/` or `src/lib/` (which import no feature), and screens are
 * composed in `src/app/`.
 * Relative specifiers are resolved, so `../../diligence/x.ts` and `../../../features/x/y.ts`
 * are both caught; static imports, re-exports and `import()` are checked.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids a feature from importing another feature.' },
    messages: {
      crossFeature:
        'features/{{from}} não pode importar de features/{{to}}: mova o que é comum para src/shared/ (ou components/, lib/) ou componha as telas em src/app/.',
      sharedImportsFeature:
        'src/{{from}}/ é compartilhado e não pode importar de features/{{to}}: mova o que ele usa para src/shared/ (ou components/, lib/).',
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const own = featureOf(file);
    const shared = sharedFolderOf(file);
    if (!own && !shared) return {};
    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(file), source.value) + path.sep);
      if (!target || target === own) return;
      context.report(
        own
          ? { node: source, messageId: 'crossFeature', data: { from: own, to: target } }
          : { node: source, messageId: 'sharedImportsFeature', data: { from: shared, to: target } },
      );
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
