import type { EntityKind } from '@lince/contracts';
import { normaliseText } from './normalise.ts';

/** An active document type, as the proposal needs it. */
export interface TypeCandidate {
  id: string;
  name: string;
  issuer: string | null;
  appliesTo: 'PF' | 'PJ' | 'AMBOS';
  /** Only a CERTIDAO has a result (negativa, positiva…). */
  category: string;
  validityDays: number | null;
}

/**
 * What a certidão is, from its title: each kind has the phrases that name it in a certidão's text
 * (`title`) and the words that name it in the catalogue (`type`, tested on the type's name, then
 * on its issuer). The catalogue is the provider's and may change: a kind matches the types whose
 * names say so, not fixed ids. The order matters twice: a type belongs to the first kind whose
 * `type` matches it (the Justiça Federal's certidão names "cível" and "execuções fiscais" too),
 * and of two kinds named at the same place the first wins.
 */
const KINDS: { title: RegExp; type: RegExp }[] = [
  {
    title: /\bDEBITOS TRABALHISTAS\b|\bDEVEDORES TRABALHISTAS\b/,
    type: /\bDEBITOS TRABALHISTAS\b|\bCNDT\b/,
  },
  {
    title: /\bTRIBUTOS FEDERAIS\b|\bDIVIDA ATIVA DA UNIAO\b|\bDEBITOS FEDERAIS\b/,
    type: /\bTRIBUTOS FEDERAIS\b|\bDIVIDA ATIVA DA UNIAO\b|\bDEBITOS FEDERAIS\b|\bPGFN\b/,
  },
  {
    title: /\bREGULARIDADE DO F\.?G\.?T\.?S\b|\bCERTIFICADO DE REGULARIDADE\b/,
    type: /\bFGTS\b|\bCRF\b/,
  },
  {
    title: /\bJUSTICA FEDERAL\b|\bTRIBUNAL REGIONAL FEDERAL\b/,
    type: /\bJUSTICA FEDERAL\b|\bTRIBUNAL REGIONAL FEDERAL\b|\bTRF\b/,
  },
  {
    title:
      /\bPROTESTOS?\b.{0,40}\bTITULOS\b|\b(?:CERTIDAO|TABELIONATO|TABELIAO|CARTORIO|OFICIO)(?: \w+){0,3} DE PROTESTOS?\b|\bCENPROT\b/,
    type: /\bPROTESTOS?\b/,
  },
  { title: /\bEXECUCOES FISCAIS\b|\bEXECUCAO FISCAL\b/, type: /\bEXECUCOES FISCAIS\b/ },
  {
    title:
      /\bDISTRIBUICAO CRIMINAL\b|\b(?:ACOES|FEITOS|PROCESSOS) CRIMINAIS\b|\bCERTIDAO(?: \w+){0,4} CRIMINAL\b/,
    type: /\bCRIMINAL\b/,
  },
  {
    title:
      /\bDISTRIBUICAO CIVEL\b|\b(?:ACOES|FEITOS|PROCESSOS) CIVEIS\b|\bCERTIDAO(?: \w+){0,4} CIVEL\b|\bFALENCIAS?\b|\bRECUPERACO?E?S? JUDICIA(?:L|IS)\b/,
    type: /\bCIVEL\b/,
  },
  {
    title:
      /\bDIVIDA ATIVA DO ESTADO\b|\bFAZENDA (?:PUBLICA )?(?:DO )?ESTAD|\bSECRETARIA (?:DE ESTADO )?DA FAZENDA(?! MUNICIPAL)|\bSEFAZ\b|\bPROCURADORIA GERAL DO ESTADO\b|\bTRIBUTOS ESTADUAIS\b|\bDEBITOS TRIBUTARIOS ESTADUAIS\b/,
    type: /\bESTADUAL\b|\bSEFAZ\b/,
  },
  {
    title:
      /\bPREFEITURA\b|\bFAZENDA MUNICIPAL\b|\bSECRETARIA MUNICIPAL\b|\bTRIBUTOS (?:MUNICIPAIS|MOBILIARIOS|IMOBILIARIOS)\b|\bDEBITOS MUNICIPAIS\b/,
    type: /\bMUNICIPAL\b|\bPREFEITURA\b/,
  },
  {
    title: /\bJUNTA COMERCIAL\b|\bCERTIDAO SIMPLIFICADA\b/,
    type: /\bCERTIDAO SIMPLIFICADA\b|\bJUNTA COMERCIAL\b/,
  },
  {
    title: /\bCOMPROVANTE DE INSCRICAO E DE SITUACAO CADASTRAL\b/,
    type: /\bSITUACAO CADASTRAL NO CNPJ\b|\bINSCRICAO E (?:DE )?SITUACAO CADASTRAL\b/,
  },
  { title: /\bSITUACAO CADASTRAL NO CPF\b/, type: /\bCPF\b.*\bSITUACAO CADASTRAL\b/ },
  {
    title: /\bREGISTRO DE IMOVEIS\b|\bMATRICULA (?:N|DO IMOVEL)/,
    type: /\bMATRICULA\b|\bIMOVE(?:L|IS)\b/,
  },
  {
    title: /\bCERTIDAO DE CASAMENTO\b|\bREGISTRO CIVIL\b.{0,80}\bCASAMENTO\b/,
    type: /\bCASAMENTO\b/,
  },
];

/** The unclassified type ("Outros") is never proposed. */
const UNCLASSIFIED = 'OUTROS';

const appliesTo = (type: TypeCandidate, kind: EntityKind) =>
  type.appliesTo === 'AMBOS' || type.appliesTo === kind;

/** The types of each kind: a type goes to the first kind naming it, by name first, then by issuer. */
function typesByKind(types: TypeCandidate[]): TypeCandidate[][] {
  const byKind: TypeCandidate[][] = KINDS.map(() => []);
  const left = types.filter((t) => normaliseText(t.name) !== UNCLASSIFIED);
  for (const field of ['name', 'issuer'] as const) {
    for (const type of [...left]) {
      const text = normaliseText(type[field] ?? '');
      const kind = text ? KINDS.findIndex((k) => k.type.test(text)) : -1;
      if (kind < 0) continue;
      byKind[kind]!.push(type);
      left.splice(left.indexOf(type), 1);
    }
  }
  return byKind;
}

/** Where the name of a type (without its "— abbreviation" or "(notes)") first appears in the text. */
function nameAt(text: string, type: TypeCandidate): number {
  const name = normaliseText(type.name)
    .replace(/\(.*?\)/g, ' ')
    .split(/ [—–-] /)
    .sort((a, b) => b.length - a.length)[0]!
    .trim();
  return name.length >= 8 ? text.indexOf(name) : -1;
}

/**
 * The proposed type of a certidão from its normalised text: the kind named first in the text
 * that has an active type applying to the entity's kind (the document's current type when it is
 * one of them, else the first by name); failing every kind, the type whose own name appears first
 * in the text (types the provider added). Null when nothing says.
 */
export function findDocumentType(
  text: string,
  types: TypeCandidate[],
  entityKind: EntityKind,
  currentTypeId: string | null = null,
): TypeCandidate | null {
  const usable = types.filter((t) => appliesTo(t, entityKind));
  const byKind = typesByKind(usable);
  const named = KINDS.map((kind, i) => ({ at: text.search(kind.title), types: byKind[i]! }))
    .filter((k) => k.at >= 0 && k.types.length > 0)
    .sort((a, b) => a.at - b.at);
  const first = named[0]?.types;
  if (first) {
    return (
      first.find((t) => t.id === currentTypeId) ??
      [...first].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))[0]!
    );
  }
  const byName = usable
    .filter((t) => normaliseText(t.name) !== UNCLASSIFIED)
    .map((type) => ({ type, at: nameAt(text, type) }))
    .filter((c) => c.at >= 0)
    .sort((a, b) => a.at - b.at);
  return byName[0]?.type ?? null;
}
