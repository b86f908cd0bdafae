/**
 * The dates of a certidão, read from its normalised text (normalise.ts: upper case, no accents,
 * one space between words). Dates are answered as `aaaa-mm-dd`; impossible ones (31/02) are
 * ignored.
 */

const MONTHS = [
  'JANEIRO',
  'FEVEREIRO',
  'MARCO',
  'ABRIL',
  'MAIO',
  'JUNHO',
  'JULHO',
  'AGOSTO',
  'SETEMBRO',
  'OUTUBRO',
  'NOVEMBRO',
  'DEZEMBRO',
];

/** dd/mm/aaaa or dd/mm/aa (also with dots or dashes, and spaces a PDF may put around them). */
const NUMERIC = String.raw`(\d{1,2}) ?[/.-] ?(\d{1,2}) ?[/.-] ?(\d{4}|\d{2})(?!\d)`;
/** "5 de novembro de 2026", "1º de março de 2026". */
const LONG = String.raw`(\d{1,2})(?:º|O)? DE (${MONTHS.join('|')}) DE (\d{4})`;
const ANY_DATE = `(?:${NUMERIC}|${LONG})`;
/** An optional time between a label and its date: "às 10:15:22 do dia", ", 10h15". */
const TIME = String.raw`(?:AS )?\d{1,2}(?::|H)\d{2}(?::\d{2})?(?: ?HORAS?| ?H)?`;

function isoOf(day: number, month: number, fullOrShortYear: number): string | null {
  // A two-digit year is of this century: certidões are recent documents.
  const year = fullOrShortYear < 100 ? 2000 + fullOrShortYear : fullOrShortYear;
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date captured by ANY_DATE at `groups[offset…]`: numeric (3 groups) then long (3 groups). */
function dateOf(groups: (string | undefined)[], offset: number): string | null {
  const [d, m, y, ld, lm, ly] = groups.slice(offset, offset + 6);
  if (d && m && y) return isoOf(Number(d), Number(m), Number(y));
  if (ld && lm && ly) return isoOf(Number(ld), MONTHS.indexOf(lm) + 1, Number(ly));
  return null;
}

/** A date found in the text, with the words (normalised) that gave it. */
export interface FoundDate {
  date: string;
  words: string;
}

/**
 * The first valid date right after one of `labels` (each a regular-expression source); a colon
 * may stand with or without a space before it ("VÁLIDA ATÉ : 26/02/2023", the SEFAZ-RJ layout).
 */
function afterLabel(text: string, labels: string[]): FoundDate | null {
  let best: (FoundDate & { index: number }) | null = null;
  for (const label of labels) {
    const pattern = new RegExp(
      String.raw`\b(?:${label})\b ?:? ?(?:${TIME}[ ,]*(?:DO DIA |DE |EM )?)?${ANY_DATE}`,
      'g',
    );
    for (const match of text.matchAll(pattern)) {
      const date = dateOf([...match], 1);
      if (date && (!best || match.index < best.index))
        best = { index: match.index, date, words: match[0] };
      if (date) break;
    }
  }
  return best && { date: best.date, words: best.words };
}

const ISSUE_LABELS = [
  String.raw`(?:CERTIDAO )?EMITIDA(?: EM| NO DIA| DIA)?`,
  String.raw`EMITIDO(?: EM| NO DIA)?`,
  String.raw`EXPEDIDA(?: EM)?`,
  String.raw`EXPEDICAO`,
  String.raw`DATA (?:DE|DA) (?:EMISSAO|EXPEDICAO)`,
  String.raw`EMISSAO`,
];
/** When the certidão was consulted or printed: its issue date only when it gives no other. */
const CONSULTED_LABELS = [String.raw`INFORMACAO OBTIDA EM`, String.raw`GERADA EM`];

/** "Validade: 05/11/2026 a 04/12/2026" (the CRF): the range's two dates. */
function validityRange(text: string): { from: string; until: string; words: string } | null {
  const pattern = new RegExp(
    String.raw`\b(?:PRAZO DE )?VALIDADE ?:? ?(?:DE )?${ANY_DATE} (?:A|ATE) ${ANY_DATE}`,
  );
  const match = pattern.exec(text);
  if (!match) return null;
  const from = dateOf([...match], 1);
  const until = dateOf([...match], 7);
  return from && until ? { from, until, words: match[0] } : null;
}

/**
 * The place and date a certidão is signed with ("SAO PAULO, 5 DE NOVEMBRO DE 2026", the last
 * one): a long date right after a word and a comma. "Lei nº 12.440, de 7 de julho de 2011" is
 * not one (a "DE" stands between the comma and the day).
 */
function signedOn(text: string): FoundDate | null {
  const pattern = new RegExp(String.raw`[A-Z]{2}, ${LONG}`, 'g');
  let last: FoundDate | null = null;
  for (const match of text.matchAll(pattern)) {
    const date = dateOf([undefined, undefined, undefined, ...match.slice(1)], 0);
    if (date) last = { date, words: match[0].slice(4) };
  }
  return last;
}

/**
 * The issue date: after its label ("Emitida em", "Data de emissão", "emitida às 10:15 do dia"…),
 * else the start of a validity range (the CRF's "Validade: 09/11/2022 a 08/12/2022", not the day
 * it was consulted), else the consultation's date ("Informação obtida em"), else the signature's.
 */
export function readIssueDate(text: string): FoundDate | null {
  const range = validityRange(text);
  return (
    afterLabel(text, ISSUE_LABELS) ??
    (range && { date: range.from, words: range.words }) ??
    afterLabel(text, CONSULTED_LABELS) ??
    signedOn(text)
  );
}

export const findIssueDate = (text: string) => readIssueDate(text)?.date ?? null;

/** "Válida por 30 dias", "Validade de 90 (noventa) dias", "Prazo de validade: 180 dias", with its words. */
export function readValidityDays(text: string): { days: number; words: string } | null {
  const match =
    /\b(?:VALIDA|VALIDO|VALIDADE|PRAZO DE VALIDADE)(?: DE| POR| E DE| ?:)? (\d{1,4}) (?:\([A-Z ]+\) )?DIAS\b/.exec(
      text,
    );
  const days = match ? Number(match[1]) : 0;
  return match && days > 0 && days <= 3650 ? { days, words: match[0] } : null;
}

export const findValidityDays = (text: string) => readValidityDays(text)?.days ?? null;

/**
 * The valid-until date as the text says it, with its words: "Válida até dd/mm/aaaa", "VÁLIDA
 * ATÉ : dd/mm/aaaa", "Validade: dd/mm/aaaa", "Data de validade", "26 de fevereiro de 2023", or
 * the end of "Validade: dd/mm/aaaa a dd/mm/aaaa". Null when the text does not say.
 */
export function readValidUntil(text: string): FoundDate | null {
  const range = validityRange(text);
  if (range) return { date: range.until, words: range.words };
  return afterLabel(text, [
    String.raw`VALIDA ATE`,
    String.raw`VALIDO ATE`,
    String.raw`VALIDADE ATE`,
    String.raw`DATA DE VALIDADE`,
    String.raw`(?:PRAZO DE )?VALIDADE`,
  ]);
}

export const findValidUntil = (text: string) => readValidUntil(text)?.date ?? null;

/** `iso` plus `days` days. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
