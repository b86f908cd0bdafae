import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, run on in-memory files placed in the API
// (docs/decisions/044-one-way-api.md).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'lince-api/layers')
    .map((m) => m.message);
}

describe('lint: one-way API', { timeout: 60_000 }, () => {
  it("fails when a module imports another module's repository, service or mapper", async () => {
    const errors = await layerErrors(
      'apps/api/src/modules/findings/example.ts',
      [
        "import { listEntities } from '../entities/repository.ts';",
        "export { addEntity } from '../entities/service.ts';",
        "export const load = () => import('../../modules/entities/mappers.ts');",
        'export const list = listEntities;',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining(
        'modules/findings só pode importar modules/entities pela sua face pública',
      ),
      expect.stringContaining('não por modules/entities/service.ts'),
      expect.stringContaining('não por modules/entities/mappers.ts'),
    ]);
  });

  it("passes a module importing another's index.ts, its own files and the layers below", async () => {
    const errors = await layerErrors(
      'apps/api/src/modules/findings/example.ts',
      [
        "import { listEntities } from '../entities/index.ts';",
        "import { toFinding } from './repository.ts';",
        "import { loadEntity } from '../../domain/diligence/entity.ts';",
        "import { notFound } from '../../core/errors.ts';",
        "import { plainRows } from '../../lib/plain-rows.ts';",
        'export const all = [listEntities, toFinding, loadEntity, notFound, plainRows];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('fails when core, lib, domain or plugins import a module, or a layer imports a higher one', async () => {
    const cases: [string, string, string][] = [
      ['core/example.ts', '../modules/activity/index.ts', 'core/example.ts não pode importar'],
      ['lib/example.ts', '../modules/mail/index.ts', 'lib/example.ts não pode importar'],
      ['lib/example.ts', '../core/errors.ts', 'lib/example.ts não pode importar de core/errors.ts'],
      ['domain/example.ts', '../modules/entities/index.ts', 'domain/example.ts não pode'],
      ['domain/example.ts', '../plugins/auth.ts', 'domain/example.ts não pode'],
      ['plugins/example.ts', '../modules/users/index.ts', 'plugins/example.ts não pode'],
      ['modules/users/example.ts', '../../plugins/auth.ts', 'modules/users/example.ts não pode'],
      ['modules/users/example.ts', '../../app.ts', 'modules/users/example.ts não pode'],
      ['app.ts', './runtime.ts', 'app.ts não pode importar de runtime.ts'],
    ];
    for (const [file, spec, message] of cases)
      expect(
        await layerErrors(`apps/api/src/${file}`, `export * from '${spec}';`),
        `${file} → ${spec}`,
      ).toEqual([expect.stringContaining(message)]);
  });

  it('fails when production code imports test code; test code may reach anywhere', async () => {
    expect(
      await layerErrors(
        'apps/api/src/modules/lawsuits/example.ts',
        "export * from '../../testing/helpers.ts';\nexport * from './lawsuits.test-support.ts';",
      ),
    ).toEqual([
      expect.stringContaining('não importa código de teste (testing/helpers.ts)'),
      expect.stringContaining(
        'não importa código de teste (modules/lawsuits/lawsuits.test-support.ts)',
      ),
    ]);
    expect(
      await layerErrors(
        'apps/api/src/modules/lawsuits/example.test.ts',
        "export * from '../entities/repository.ts';\nexport * from '../../app.ts';",
      ),
    ).toEqual([]);
  });
});

describe('npm run arch', { timeout: 60_000 }, () => {
  it('finds no cycle and no upward import in apps/api/src, and prints the module imports', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'scripts/arch.ts')],
      { cwd: repoRoot },
    );
    expect(stdout).toContain('Imports that run back up a layer: 0');
    expect(stdout).toContain('Circles between units: 0');
    expect(stdout).toContain('Circles between files: 0');
    expect(stdout).toMatch(
      /Module → module imports: \d+ lines in \d+ pairs; 0 of them into a file/,
    );
  });
});
