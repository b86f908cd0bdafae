import type { CertidaoResult } from '@lince/contracts';

/**
 * The result of a certidão from its normalised text (normalise.ts). Rules, in order:
 *
 * 1. "POSITIVA [up to 5 words] COM EFEITO(S) DE NEGATIVA" anywhere → POSITIVA_COM_EFEITOS_DE_NEGATIVA (its
 *    "NEGATIVA" and its "POSITIVA" are not read again).
 * 2. What the certidão states: negative statements ("NADA CONSTA", "NÃO CONSTA(M)", "NÃO HÁ
 *    débitos", "INEXISTEM", "situação regular"…) and positive ones ("CONSTA(M)" not negated, "CONSTA
 *    como inadimplente", "situação irregular"…), the positive ones looked for in the text with the
 *    negative ones taken out (so "NÃO CONSTAM" is not a "CONSTAM"). Only negative → NEGATIVA; only
 *    positive → POSITIVA.
 * 3. Both or neither: the word the certidão calls itself — "POSITIVA" → POSITIVA, else "NEGATIVA"
 *    → NEGATIVA; with both statements and no such word, POSITIVA (a risk shown is safer than a
 *    risk hidden). So "CERTIDÃO NEGATIVA" in the title of a certidão that states "CONSTAM" is
 *    POSITIVA, and the fixed notice of every CNDT ("do Banco … constam os dados") does not turn a
 *    negative CNDT positive.
 * 4. Nothing of the above → null (not a certidão, or a wording the rules do not know).
 */

/** Words may stand between: "POSITIVA DE DÉBITOS TRABALHISTAS COM EFEITO DE NEGATIVA" (CNDT). */
const WITH_NEGATIVE_EFFECTS = /\bPOSITIVA(?:,? [A-Z]+){0,5},? COM EFEITOS? DE NEGATIVA\b/;

const NEGATIVE_STATEMENTS = [
  /\bNADA CONSTA\b/g,
  /\bNAO CONSTAM?\b/g,
  /\bNAO (?:HA|EXISTEM?|FORAM (?:ENCONTRAD|LOCALIZAD|IDENTIFICAD)[OA]S?)\b/g,
  /\bINEXISTE(?:M|NCIA DE)?\b/g,
  /\bNENHUM(?:A)? (?:REGISTRO|PROTESTO|ACAO|PROCESSO|DEBITO|PENDENCIA|FEITO|DISTRIBUICAO)\b/g,
  /\bSITUACAO REGULAR\b/g,
];

const POSITIVE_STATEMENTS = [
  /\bCONSTAM\b/,
  /\bCONSTA (?:COMO INADIMPLENTE|(?:O|A|OS|AS) (?:SEGUINTES?|REGISTROS?|PROTESTOS?|ACAO|ACOES|PROCESSOS?|DEBITOS?))\b/,
  /\bEXISTEM (?:DEBITOS|PENDENCIAS|PROTESTOS|REGISTROS|ACOES|PROCESSOS)\b/,
  /\bSITUACAO IRREGULAR\b/,
];

const CALLS_ITSELF_POSITIVE = /\bPOSITIVA\b/;
const CALLS_ITSELF_NEGATIVE = /\bNEGATIVA\b/;

export function findResult(text: string): CertidaoResult | null {
  if (WITH_NEGATIVE_EFFECTS.test(text)) return 'POSITIVA_COM_EFEITOS_DE_NEGATIVA';
  let rest = text;
  let negative = false;
  for (const pattern of NEGATIVE_STATEMENTS) {
    rest = rest.replace(pattern, () => {
      negative = true;
      return ' ';
    });
  }
  const positive = POSITIVE_STATEMENTS.some((pattern) => pattern.test(rest));
  if (negative && !positive) return 'NEGATIVA';
  if (positive && !negative) return 'POSITIVA';
  if (CALLS_ITSELF_POSITIVE.test(text)) return 'POSITIVA';
  if (CALLS_ITSELF_NEGATIVE.test(text)) return 'NEGATIVA';
  return positive ? 'POSITIVA' : null;
}
