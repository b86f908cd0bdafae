import { useQuery } from '@tanstack/react-query';
import type { Track } from '@lince/contracts/tracks';
import { activeDocumentTypesQuery } from '../../../shared/documents/api/list-active-document-types.ts';
import type { DocumentTypeOption } from './documents-step.tsx';

/** The catalogue the steps choose from: active types, plus those the version already names. */
export function useDocumentTypeOptions(track: Track | null): DocumentTypeOption[] {
  const active = useQuery(activeDocumentTypesQuery()).data ?? [];
  const options: DocumentTypeOption[] = active.map((t) => ({
    _id: t._id,
    name: t.name,
    active: true,
  }));
  for (const step of track?.steps ?? [])
    for (const r of step.requirements)
      if (!options.some((o) => o._id === r.documentTypeId))
        options.push({ _id: r.documentTypeId, name: r.documentTypeName, active: false });
  return options.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
