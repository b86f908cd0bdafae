// @ts-check
import path from 'node:path';
import { onRelativeImport } from '../../../eslint/relative-imports.js';

/**
 * The API's layers, bottom first (docs/decisions/044-one-way-api.md). A file may import its own
 * layer or a lower one; layers on one level (`plugins` and `modules`, `app` and `seed`) never
 * import each other.
 */
export const LEVEL = {
  lib: 1,
  core: 2,
  domain: 3,
  plugins: 4,
  modules: 4,
  app: 5,
  seed: 5,
  runtime: 6,
};

const SRC = /[\\/]apps[\\/]api[\\/]src[\\/](.*)$/;

/** Test code: test files, `*.test-support.ts` helpers and the `testing/` folder. */
export const isTestCode = (/** @type {string} */ rel) =>
  /\.test\.ts$/.test(rel) || /\.test-support\.ts$/.test(rel) || rel.startsWith('testing/');

/** The path of a file inside apps/api/src (forward slashes), or null outside it. */
function inSrc(/** @type {string} */ file) {
  const match = SRC.exec(file);
  return match ? (match[1] ?? '').split(path.sep).join('/') : null;
}

/** The layers that are folders of apps/api/src; `app.ts` is the app, any other top file the runtime. */
const FOLDER_LAYERS = ['lib', 'core', 'domain', 'plugins', 'modules', 'seed'];

/** @returns {keyof typeof LEVEL} */
export function layerOf(/** @type {string} */ rel) {
  const top = rel.split('/')[0] ?? '';
  if (FOLDER_LAYERS.includes(top)) return /** @type {keyof typeof LEVEL} */ (top);
  // runtime.ts, and the processes that start it: server.ts, cli.ts.
  return rel === 'app.ts' ? 'app' : 'runtime';
}

/**
 * Whether an import from layer `from` into layer `to` runs up (a higher level) or sideways
 * (another layer of the same level).
 * @param {keyof typeof LEVEL} from
 * @param {keyof typeof LEVEL} to
 */
export const runsUp = (from, to) =>
  LEVEL[to] > LEVEL[from] || (from !== to && LEVEL[from] === LEVEL[to]);

/**
 * One-way imports in apps/api/src: no layer imports a higher one (nor plugins ↔ modules), a module
 * imports another module only through its public face (`modules/<name>/index.ts`), and production
 * code never imports test code. Test code itself may reach anywhere to set up its data.
 * Relative specifiers are resolved; static imports, re-exports and `import()` are checked.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const apiLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the API layers one-way and modules behind their index.ts.' },
    messages: {
      upward:
        '{{from}} não pode importar de {{to}} (camada acima ou ao lado): as camadas são lib → core → domain → plugins | modules → app | seed → runtime/server/cli.',
      internal:
        'modules/{{from}} só pode importar modules/{{to}} pela sua face pública (modules/{{to}}/index.ts), não por {{file}}.',
      testCode: 'Código de produção não importa código de teste ({{file}}).',
    },
    schema: [],
  },
  create(context) {
    const rel = inSrc(path.resolve(context.filename));
    if (!rel || isTestCode(rel)) return {};
    const fromLayer = layerOf(rel);
    const fromModule = fromLayer === 'modules' ? rel.split('/')[1] : null;
    return onRelativeImport(context, (source, resolved) => {
      const target = inSrc(resolved);
      if (!target) return;
      if (isTestCode(target)) {
        context.report({ node: source, messageId: 'testCode', data: { file: target } });
        return;
      }
      const toLayer = layerOf(target);
      if (runsUp(fromLayer, toLayer)) {
        context.report({ node: source, messageId: 'upward', data: { from: rel, to: target } });
        return;
      }
      if (fromModule && toLayer === 'modules') {
        const [, toModule, ...inner] = target.split('/');
        if (toModule !== fromModule && inner.join('/') !== 'index.ts')
          context.report({
            node: source,
            messageId: 'internal',
            data: { from: fromModule, to: toModule ?? '', file: target },
          });
      }
    });
  },
};
