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
  | { kind: 'lawsuit'; id: string; href: string; item: SearchResult['lawsuits'][number] };

export interface SearchGroup {
  id: 'diligences' | 'entities' | 'lawsuits';
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
