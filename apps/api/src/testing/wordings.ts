import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The wording corpus (`modules/documents/reading/wordings/*.txt`): certidões as their issuers print
 * them, written from the wording of public specimens with made-up companies. Each file opens with
 * what a reading must find — `emissão`, `validade` (empty when the text gives none), `resultado`,
 * `cnpj`, `titular` (the holder's name as printed; empty when the text names nobody), and optionally `palavras da validade` (the words the proposal quotes) — then `---` and
 * the text.
 */
const dir = path.join(import.meta.dirname, '../modules/documents/reading/wordings');

export interface Wording {
  file: string;
  expected: Record<string, string>;
  text: string;
}

export function readWording(file: string): Wording {
  const [head, ...body] = readFileSync(path.join(dir, file), 'utf8').split('\n---\n');
  const expected = Object.fromEntries(
    head!.split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  return { file, expected, text: body.join('\n---\n') };
}

/** Every wording of the corpus, by file name. */
export const wordingCorpus = (): Wording[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map(readWording);
