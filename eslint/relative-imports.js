// @ts-check
import path from 'node:path';

/**
 * The visitors of a rule about where relative imports lead: for every static import, re-export
 * and `import()` with a relative specifier, `check` gets the specifier's node (to report on) and
 * the absolute path it resolves to from the linted file.
 *
 * @param {import('eslint').Rule.RuleContext} context
 * @param {(source: import('estree').Node, target: string) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
export function onRelativeImport(context, check) {
  const dir = path.dirname(path.resolve(context.filename));
  /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
  const visit = (node) => {
    const source = node.source;
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
    if (source.value.startsWith('.')) check(source, path.resolve(dir, source.value));
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}
