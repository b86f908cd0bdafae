import { comparableName } from '@lince/contracts';
import { normaliseText } from './normalise.ts';
import { quoteOriginal } from './quote.ts';

/** Labels a certidão prints before its holder's name, on a line of their own ("Nome: …"). */
const LABEL =
  /^(?:NOME(?: EMPRESARIAL| DO CONTRIBUINTE| DO SUJEITO PASSIVO| DO INTERESSADO| DO REQUERENTE)?|RAZAO SOCIAL|CONTRIBUINTE|INTERESSAD[OA]|REQUERENTE|PESSOA (?:FISICA|JURIDICA)) ?: ?(.*)$/;
/** A document number printed after the name on the same line ends it. */
const AFTER_NAME = / ?(?:-|–)? ?(?:\bCNPJ\b|\bCPF\b|\bINSCRI[CT]).*$/;

/**
 * Phrases that name the holder in the body: "em nome de X, CNPJ…", "em face de X (CNPJ…)",
 * "Certifica-se que X, inscrito…" / "…que X CONSTA…". The name ends at a comma, a parenthesis,
 * a dash, a full stop or the words that follow a name.
 */
const PHRASE =
  /(?:EM NOME D[EOA](?: CONTRIBUINTE| INTERESSAD[OA]| REQUERENTE)?|EM FACE DE|CERTIFICA-SE QUE) ([A-Z0-9][^,;()]*?)(?= ?(?:,|;|\(| - |\.(?: |$)|\bINSCRIT|\bCNPJ\b|\bCPF\b|\bCONSTAM?\b|\bNAO CONSTAM?\b|\bPORTADOR)|$)/g;

/**
 * Words that are not a name: "em nome do interessado", "do sujeito passivo acima identificado",
 * "certifica-se que não constam débitos".
 */
const NOT_A_NAME =
  /\b(?:ACIMA|IDENTIFICAD[OA]|INTERESSAD[OA]|CONTRIBUINTE|SUJEITO PASSIVO|REQUERENTE|SEU)\b|^(?:NAO|NADA|CONSTAM?|EXISTEM?|INEXISTE|HA|EM)\b/;

const MAX_NAME_CHARS = 150;
const MAX_NAME_WORDS = 16;

function plausible(normalised: string): boolean {
  const name = normalised.trim();
  return (
    /[A-Z]{2}/.test(name) &&
    name.length <= MAX_NAME_CHARS &&
    name.split(' ').length <= MAX_NAME_WORDS &&
    !NOT_A_NAME.test(name)
  );
}

/** The name as printed in the original text, else as normalised. */
const asPrinted = (original: string, normalised: string) =>
  quoteOriginal(original, normalised) ?? normalised;

/** "Nome: X" on a line (or "Nome:" and X on the next line). */
function labelledName(original: string): string | null {
  const lines = original.split(/\r\n|[\n\r]/u);
  for (const [index, line] of lines.entries()) {
    const match = LABEL.exec(normaliseText(line));
    if (!match) continue;
    const value = (match[1] || normaliseText(lines[index + 1] ?? '')).replace(AFTER_NAME, '');
    if (plausible(value)) return asPrinted(original, value.trim());
  }
  return null;
}

/** "…em nome de X, CNPJ…" in the body. */
function phrasedName(original: string): string | null {
  for (const match of normaliseText(original).matchAll(PHRASE)) {
    const value = match[1]!.trim();
    if (plausible(value)) return asPrinted(original, value);
  }
  return null;
}

/**
 * The holder's name as the certidão prints it: a labelled line first ("Nome:", "Razão Social:",
 * "Contribuinte:"), else the body's "em nome de …" / "em face de …" / "Certifica-se que …". Null
 * when the text names nobody (a certidão that prints only the CNPJ).
 */
export function findHolderName(original: string): string | null {
  return labelledName(original) ?? phrasedName(original);
}

/** What the certidão adds to a name that is not the name: "(MATRIZ E FILIAIS)", "- MATRIZ". */
const holderKey = (name: string) =>
  comparableName(name.replace(/\([^)]*\)/g, ' ').replace(/\s[-–]\s*(?:MATRIZ|FILIAL)\b.*$/i, ''));

/**
 * The certidão's holder is the party: the names compared without accents, case, punctuation and
 * company-type suffixes (as the registration comparison does). Null when no name was read.
 */
export function holderNameMatches(holderName: string | null, partyName: string): boolean | null {
  if (!holderName) return null;
  return holderKey(holderName) === holderKey(partyName);
}
