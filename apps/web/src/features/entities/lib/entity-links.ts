import {
  entityDocumentsPath,
  entityFilesPath,
  entityLawsuitsPath,
  registrationPath,
} from '../../../shared/diligence/links.ts';

/**
 * The screens of one entity (docs/decisions/011-entity-links.md). Cadastro is addressed by the
 * entity's id: the registration screen shows the entity's latest snapshot (or offers to get one).
 */
export function entityLinks(diligenceId: string, entityId: string) {
  return [
    { label: 'Documentos', to: entityDocumentsPath(diligenceId, entityId) },
    { label: 'Cadastro', to: registrationPath(diligenceId, entityId) },
    { label: 'Processos', to: entityLawsuitsPath(diligenceId, entityId) },
    { label: 'Arquivos', to: entityFilesPath(diligenceId, entityId) },
  ];
}
