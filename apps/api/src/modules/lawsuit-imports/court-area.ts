/**
 * The area of a lawsuit DataJud sends, from what it says: the labour justice by the CNJ number's
 * segment (5), else the words of the court's name (`orgaoJulgador.nome`, e.g. "06 CIVEL DE
 * JUNDIAI", "2ª VARA CRIMINAL", "VARA DO TRABALHO DE ITU"); OUTRO when neither tells.
 */
import type { LawsuitArea } from '@lince/contracts/lawsuits';
import { enumWord } from './cell-values.ts';

/** Words of a court's name (upper case, no accents) and the area they give, first match wins. */
const COURT_WORDS: readonly (readonly [RegExp, LawsuitArea])[] = [
  [/\bTRABALHO\b/, 'TRABALHISTA'],
  [/\b(CRIMINAL|CRIMINAIS|CRIME|CRIMES|JURI|EXECUCOES PENAIS)\b/, 'CRIMINAL'],
  [/\bEXECU(CAO|COES) FISCA(L|IS)\b/, 'TRIBUTARIO'],
  [/\bAMBIENTAL\b/, 'AMBIENTAL'],
  [/\bCONSUMIDOR\b/, 'CONSUMIDOR'],
  [/\b(CIVEL|CIVEIS|CIVIL|FAMILIA|SUCESSOES)\b/, 'CIVEL'],
];

export function areaOfCourt(
  cnjNumber: string,
  courtNames: readonly (string | null)[],
): LawsuitArea {
  // NNNNNNN DD AAAA J TR OOOO: J (the 14th digit) is the segment of the justice.
  if (cnjNumber[13] === '5') return 'TRABALHISTA';
  for (const name of courtNames) {
    if (!name) continue;
    // "06 Cível de Jundiaí" → "06 CIVEL DE JUNDIAI": words apart, in capitals, without accents.
    const words = enumWord(name).replace(/[^A-Z0-9]+/g, ' ');
    const found = COURT_WORDS.find(([pattern]) => pattern.test(words));
    if (found) return found[1];
  }
  return 'OUTRO';
}
