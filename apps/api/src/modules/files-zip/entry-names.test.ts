import { describe, expect, it } from 'vitest';
import { zipEntryNames } from './entry-names.ts';

describe('ZIP entry names', () => {
  it('folder/name, slashes of a folder kept out of the path, repeats numbered past taken numbers', () => {
    expect(
      zipEntryNames([
        { folder: 'Certidões', name: 'nota.pdf' },
        { folder: 'Certidões', name: 'nota (2).pdf' },
        { folder: 'Certidões', name: 'NOTA.pdf' },
        { folder: 'Certidões', name: 'nota.pdf' },
        { folder: 'Receita / PGFN', name: 'LEIA-ME' },
        { folder: 'Receita / PGFN', name: 'leia-me' },
        { folder: 'Outros', name: '../../\u202Eetc.pdf' },
        { folder: '  ', name: '   ' },
      ]),
    ).toEqual([
      'Certidões/nota.pdf',
      'Certidões/nota (2).pdf',
      'Certidões/NOTA (3).pdf',
      'Certidões/nota (4).pdf',
      'Receita - PGFN/LEIA-ME',
      'Receita - PGFN/leia-me (2)',
      'Outros/etc.pdf',
      'Documentos/arquivo.bin',
    ]);
  });
});
