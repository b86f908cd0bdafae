import {
  diligencePath,
  entityDocumentsPath,
  entityFilesPath,
  registrationPath,
} from '../../../shared/diligence/links.ts';

/**
 * The screens of one entity (docs/decisions/011-entity-links.md). Cadastro is addressed by the
 * entity's id: the registration screen shows the entity's latest snapshot (or offers to get one).
 */
export function entityLinks(diligenceId: string, entityId: string) {
  const d = diligencePath(diligenceId);
  const e = encodeURIComponent(entityId);
  return [
    { label: 'Documentos', to: entityDocumentsPath(diligenceId, entityId) },
    { label: 'Cadastro', to: registrationPath(diligenceId, entityId) },
    { label: 'Processos', to: `${d}/law-suits/${e}` },
    { label: 'Arquivos', to: entityFilesPath(diligenceId, entityId) },
  ];
}
