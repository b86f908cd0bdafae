/**
 * The area of a lawsuit DataJud sends, from what it says: the labour justice by the CNJ number's
 * segment (5), else the words of the lawsuit's class (`classe.nome`, e.g. "Ação Penal -
 * Procedimento Ordinário", "Execução Fiscal") when they tell, else the words of the court's name
 * (`orgaoJulgador.nome`, e.g. "06 CIVEL DE JUNDIAI", "2ª VARA CRIMINAL", "VARA DO TRABALHO DE
 * ITU"); OUTRO when none tells. A court of more than one area ("JUIZADO ESPECIAL CÍVEL E
 * CRIMINAL", "VARA ÚNICA") tells nothing by itself.
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

/** Words of a lawsuit's class that give its area whatever the court ("Ação Penal", "Inquérito Policial"). */
const CLASS_WORDS: readonly (readonly [RegExp, LawsuitArea])[] = [
  [/\b(PENAL|PENAIS|INQUERITO|TERMO CIRCUNSTANCIADO|CRIME|CRIMES|CRIMINAL)\b/, 'CRIMINAL'],
  [/\bEXECU(CAO|COES) FISCA(L|IS)\b/, 'TRIBUTARIO'],
  [/\bTRABALHISTA\b/, 'TRABALHISTA'],
  [/\b(CIVEL|CIVEIS|CIVIL)\b/, 'CIVEL'],
];

/** "06 Cível de Jundiaí" → "06 CIVEL DE JUNDIAI": words apart, in capitals, without accents. */
const wordsOf = (name: string) => enumWord(name).replace(/[^A-Z0-9]+/g, ' ');

/** The one area a name's words give, or null when they give none or more than one. */
function onlyArea(
  table: readonly (readonly [RegExp, LawsuitArea])[],
  name: string | null | undefined,
): LawsuitArea | null {
  if (!name) return null;
  const words = wordsOf(name);
  const areas = new Set(table.filter(([pattern]) => pattern.test(words)).map(([, area]) => area));
  return areas.size === 1 ? [...areas][0]! : null;
}

export function areaOfCourt(
  cnjNumber: string,
  courtNames: readonly (string | null)[],
  className?: string | null,
): LawsuitArea {
  // NNNNNNN DD AAAA J TR OOOO: J (the 14th digit) is the segment of the justice.
  if (cnjNumber[13] === '5') return 'TRABALHISTA';
  const byClass = onlyArea(CLASS_WORDS, className);
  if (byClass) return byClass;
  for (const name of courtNames) {
    const byCourt = onlyArea(COURT_WORDS, name);
    if (byCourt) return byCourt;
  }
  return 'OUTRO';
}
