import { normalizeReportCode } from '@lince/contracts/reports';
import type { SearchResult } from '@lince/contracts/search';
import {
  diligencePath,
  entityInDiligencePath,
  entityLawsuitsPath,
} from '../../shared/diligence/links.ts';

/** A result of the search, with the address it opens. */
export type SearchOption =
  | { kind: 'diligence'; id: string; href: string; item: SearchResult['diligences'][number] }
  | { kind: 'entity'; id: string; href: string; item: SearchResult['entities'][number] }
  | { kind: 'lawsuit'; id: string; href: string; item: SearchResult['lawsuits'][number] }
  /** "Verificar relatório <code>": opens the verification dialog, not a page. */
  | { kind: 'verify'; id: string; href: null; code: string };

export interface SearchGroup {
  id: 'verify' | 'diligences' | 'entities' | 'lawsuits';
  label: string;
  options: SearchOption[];
}

/**
 * The results as the dialog lists them: "Diligências", "Partes", then "Processos" (each opening
 * its entity's lawsuits), empty groups left out.
 */
export function groupResults(result: SearchResult): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      id: 'diligences',
      label: 'Diligências',
      options: result.diligences.map((item) => ({
        kind: 'diligence',
        id: `busca-diligencia-${item._id}`,
        href: diligencePath(item._id),
        item,
      })),
    },
    {
      id: 'entities',
      label: 'Partes',
      options: result.entities.map((item) => ({
        kind: 'entity',
        id: `busca-parte-${item._id}`,
        href: entityInDiligencePath(item.diligenceId, item._id),
        item,
      })),
    },
    {
      id: 'lawsuits',
      label: 'Processos',
      options: result.lawsuits.map((item) => ({
        kind: 'lawsuit',
        id: `busca-processo-${item._id}`,
        href: entityLawsuitsPath(item.diligenceId, item.entityId),
        item,
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/**
 * The verification of a report when the text is a report's code (`7K3M-Q9TZ-2B`, any case, with
 * or without dashes). A bare word of ten letters is not taken for one: the text must hold a digit
 * or a dash (every code is shown with dashes; a real code without a digit is rare).
 */
export function verifyGroup(text: string): SearchGroup | null {
  const trimmed = text.trim();
  const code = normalizeReportCode(trimmed);
  if (!code || !/[\d-]/.test(trimmed)) return null;
  return {
    id: 'verify',
    label: 'Verificação',
    options: [{ kind: 'verify', id: 'busca-verificar-relatorio', href: null, code }],
  };
}
