import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
/** Roboto as pdfmake's npm package ships it (the dependency is kept for these four files). */
export const ROBOTO_DIR = path.join(
  path.dirname(require.resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
export const ROBOTO_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;
