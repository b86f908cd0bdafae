// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { apiLayers } from './apps/api/eslint/api-layers.js';
import { featureBoundaries } from './apps/web/eslint/feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/db/migrations/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Test data shared by the API's and the web's tests never reaches production code.
    files: ['apps/**/*.{ts,tsx,mjs}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.test-support.ts',
      '**/testing/**',
      'apps/web/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lince/contracts/testing',
              message:
                'Dados de teste só em código de teste (*.test.ts, *.test-support.ts, testing/).',
            },
          ],
        },
      ],
    },
  },
  {
    // One-way API: lib → core → domain → plugins | modules → app | seed → runtime/server/cli, modules
    // behind their index.ts (docs/decisions/044-one-way-api.md).
    files: ['apps/api/src/**/*.{ts,mjs}'],
    plugins: { 'lince-api': { rules: { layers: apiLayers } } },
    rules: { 'lince-api/layers': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Não use dangerouslySetInnerHTML.',
        },
      ],
    },
  },
  {
    // The web floors lib → components → shared → features → app: no import from a higher floor,
    // none between features, and between shared folders only those declared here, without a
    // circle (docs/decisions/019-web-feature-boundaries.md, 045-web-layers.md).
    files: ['apps/web/src/{features,shared,components,lib}/**/*.{ts,tsx}'],
    plugins: { lince: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'lince/feature-boundaries': [
        'error',
        {
          shared: {
            activities: [],
            diligence: ['tracks'],
            documents: ['diligence'],
            findings: ['diligence'],
            jobs: [],
            reports: ['diligence', 'documents'],
            screening: ['diligence'],
            tracks: [],
          },
        },
      ],
    },
  },
);
