import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The repository's own ESLint configuration, run on in-memory files placed in the web app.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'lince/feature-boundaries')
    .map((m) => m.message);
}

describe('lint: features do not import each other', { timeout: 60_000 }, () => {
  it('fails on an import, a re-export or an import() of another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/components/example.tsx',
      [
        "import { diligencePath } from '../../diligence/links.ts';",
        "export { searchAll } from '../../search/api/search-all.ts';",
        "export const load = () => import('../../../features/entities/api/list-entities.ts');",
        'export const path = diligencePath;',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining('features/home não pode importar de features/diligence'),
      expect.stringContaining('features/home não pode importar de features/search'),
      expect.stringContaining('features/home não pode importar de features/entities'),
    ]);
  });

  it('fails when a shared folder imports a feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/shared/diligence/example.ts',
      "export { listUsers } from '../../features/users/api/list-users.ts';",
    );
    expect(errors).toEqual([
      expect.stringContaining('src/shared/ é compartilhado e não pode importar de features/users'),
    ]);
  });

  it('accepts imports inside the feature and from the shared folders', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/components/example.tsx',
      [
        "import { homeQuery } from '../api/get-home.ts';",
        "import { diligencePath } from '../../../shared/diligence/links.ts';",
        "import { Icon } from '../../../components/icon.tsx';",
        'export { homeQuery, diligencePath, Icon };',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('lets the app compose features', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/app/example.ts',
      "export { searchAll } from '../features/search/api/search-all.ts';",
    );
    expect(errors).toEqual([]);
  });
});
