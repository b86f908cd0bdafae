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

describe('lint: the floors lib → components → shared → features → app', { timeout: 60_000 }, () => {
  it('fails when lib imports components, shared, features or app', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/lib/example.ts',
      [
        "import { Icon } from '../components/icon.tsx';",
        "export { diligencePath } from '../shared/diligence/links.ts';",
        "export const load = () => import('../features/home/api/get-home.ts');",
        "export { routes } from '../app/routes.ts';",
        'export { Icon };',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining('src/lib/ está abaixo de src/components/'),
      expect.stringContaining('src/lib/ está abaixo de src/shared/'),
      expect.stringContaining('src/lib/ é compartilhado e não pode importar de features/home'),
      expect.stringContaining('src/lib/ está abaixo de src/app/'),
    ]);
  });

  it('fails when components imports shared or app', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/components/example.tsx',
      [
        "import { activityListQuery } from '../shared/activities/api/list-activities.ts';",
        "export { AppLayout } from '../app/layout/app-layout.tsx';",
        'export { activityListQuery };',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining('src/components/ está abaixo de src/shared/'),
      expect.stringContaining('src/components/ está abaixo de src/app/'),
    ]);
  });

  it('fails when shared imports app, and when a feature imports app', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/shared/diligence/example.ts',
        "export { routes } from '../../app/routes.ts';",
      ),
    ).toEqual([expect.stringContaining('src/shared/ está abaixo de src/app/')]);
    expect(
      await boundaryErrors(
        'apps/web/src/features/home/screens/example.tsx',
        "export const load = () => import('../../../app/layout/app-layout.tsx');",
      ),
    ).toEqual([expect.stringContaining('src/features/ está abaixo de src/app/')]);
  });

  it('accepts imports from the same floor or a lower one', async () => {
    expect(
      await boundaryErrors('apps/web/src/lib/example.ts', "export { api } from './api-client.ts';"),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/web/src/components/example.tsx',
        [
          "export { Icon } from './icon.tsx';",
          "export { getApiErrorMessage } from '../lib/api-error.ts';",
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/web/src/shared/activities/example.tsx',
        [
          "export { activityListQuery } from './api/list-activities.ts';",
          "export { ServerTable } from '../../components/server-table.tsx';",
          "export { formatDateTime } from '../../lib/format.ts';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe(
  'lint: a shared folder uses only the shared folders it declares',
  { timeout: 60_000 },
  () => {
    it('fails on an undeclared shared → shared import, re-export or import()', async () => {
      const errors = await boundaryErrors(
        'apps/web/src/shared/diligence/components/example.tsx',
        [
          "import { FindingsPanel } from '../../findings/findings-panel.tsx';",
          "export { uploadWithProgress } from '../../documents/upload.ts';",
          "export const load = () => import('../../jobs/job-query.ts');",
          'export { FindingsPanel };',
        ].join('\n'),
      );
      expect(errors).toEqual([
        expect.stringContaining('shared/diligence não declara shared/findings'),
        expect.stringContaining('shared/diligence não declara shared/documents'),
        expect.stringContaining('shared/diligence não declara shared/jobs'),
      ]);
    });

    it('fails for a shared folder that declares nothing', async () => {
      const errors = await boundaryErrors(
        'apps/web/src/shared/tracks/example.ts',
        "export { diligenceUrl } from '../diligence/api/diligence-url.ts';",
      );
      expect(errors).toEqual([
        expect.stringContaining('shared/tracks não declara shared/diligence'),
      ]);
    });

    it('fails on both sides of a circle of declarations', async () => {
      const circular = new ESLint({
        cwd: repoRoot,
        overrideConfig: {
          files: ['apps/web/src/shared/**/*.{ts,tsx}'],
          rules: {
            'lince/feature-boundaries': [
              'error',
              {
                shared: { diligence: ['findings'], findings: ['reports'], reports: ['diligence'] },
              },
            ],
          },
        },
      });
      const errorsOf = async (filePath: string, code: string) => {
        const [result] = await circular.lintText(code, { filePath });
        return (result?.messages ?? []).map((m) => m.message);
      };
      expect(
        await errorsOf(
          'apps/web/src/shared/diligence/example.ts',
          "export { FindingsPanel } from '../findings/findings-panel.tsx';",
        ),
      ).toEqual([expect.stringContaining('shared/diligence e shared/findings declaram-se')]);
      expect(
        await errorsOf(
          'apps/web/src/shared/reports/example.ts',
          "export { diligencePath } from '../diligence/links.ts';",
        ),
      ).toEqual([expect.stringContaining('shared/reports e shared/diligence declaram-se')]);
    });

    it('accepts the declared shared folders and imports inside the folder', async () => {
      const errors = await boundaryErrors(
        'apps/web/src/shared/reports/example.tsx',
        [
          "export { diligenceReportPath } from '../diligence/links.ts';",
          "export { FileDropZone } from '../documents/file-drop-zone.tsx';",
          "export { verifyReportCode } from './verify-report.ts';",
        ].join('\n'),
      );
      expect(errors).toEqual([]);
    });
  },
);
