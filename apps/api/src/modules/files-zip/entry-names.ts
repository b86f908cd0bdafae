import { cleanFileName } from '../../lib/file-name.ts';

/**
 * Names of the entries of an entity's ZIP: `<step or type>/<original name>`, Portuguese
 * characters intact (the archive flags its names as UTF-8), each part cleaned like an uploaded
 * file's name (no folder part, control character or leading dot: nothing that could climb out of
 * its folder or hide), and no two alike — the later ones become "nome (2).pdf", "nome (3).pdf", compared as Windows and macOS compare names
 * (case-insensitive).
 */

/** "nome.pdf" → "nome (n).pdf"; "LEIA-ME" → "LEIA-ME (n)". */
function numbered(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

export interface ZipEntryFile {
  /** The step title of the file's document, or its type's name. */
  folder: string;
  name: string;
}

/** One entry name per file, in the same order. */
export function zipEntryNames(files: ZipEntryFile[]): string[] {
  const taken = new Set<string>();
  return files.map(({ folder, name }) => {
    // A folder is a step title or a type name: its slashes are not folders.
    const dir = folder.trim() ? cleanFileName(folder.replace(/[/\\]+/g, '-'), '') : 'Documentos';
    const base = cleanFileName(name, 'bin');
    let candidate = base;
    for (let n = 2; taken.has(`${dir}/${candidate}`.toLocaleLowerCase('pt-BR')); n += 1)
      candidate = numbered(base, n);
    const path = `${dir}/${candidate}`;
    taken.add(path.toLocaleLowerCase('pt-BR'));
    return path;
  });
}
