import { describe, expect, it } from 'vitest';
import { comparableName } from './names.ts';

describe('comparableName', () => {
  it('ignores accents, case, punctuation and company-type suffixes', () => {
    const names = [
      'Construtora Águia Azul Ltda.',
      'CONSTRUTORA AGUIA AZUL',
      'construtora aguia-azul LTDA ME',
      'Construtora Águia Azul S/A',
      'Construtora Águia Azul S.A.',
      'Construtora Águia Azul EIRELI',
      'Construtora Águia Azul - EPP',
    ];
    for (const name of names) expect(comparableName(name), name).toBe('CONSTRUTORA AGUIA AZUL');
  });
});
