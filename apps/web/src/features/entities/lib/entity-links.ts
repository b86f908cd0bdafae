import {
  diligencePath,
  entityDocumentsPath,
  entityFilesPath,
} from '../../../shared/diligence/links.ts';

/**
 * The screens of one entity (docs/decisions/011-entity-links.md). Cadastro is addressed by the
 * entity's id until registrations exist: the registration screen resolves (or creates) the
 * entity's registration from it.
 */
export function entityLinks(diligenceId: string, entityId: string) {
  const d = diligencePath(diligenceId);
  const e = encodeURIComponent(entityId);
  return [
    { label: 'Documentos', to: entityDocumentsPath(diligenceId, entityId) },
    { label: 'Cadastro', to: `${d}/registration/${e}` },
    { label: 'Processos', to: `${d}/law-suits/${e}` },
    { label: 'Arquivos', to: entityFilesPath(diligenceId, entityId) },
  ];
}
