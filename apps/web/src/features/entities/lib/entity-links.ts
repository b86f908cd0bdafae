import {
  entityDocumentsPath,
  entityFilesPath,
  entityLawsuitsPath,
  entityRegistrationPath,
} from '../../../shared/diligence/links.ts';

/**
 * The screens of one entity (docs/decisions/011-entity-links.md). Cadastro is addressed by the
 * entity's id until registrations exist: the registration screen resolves (or creates) the
 * entity's registration from it.
 */
export function entityLinks(diligenceId: string, entityId: string) {
  return [
    { label: 'Documentos', to: entityDocumentsPath(diligenceId, entityId) },
    { label: 'Cadastro', to: entityRegistrationPath(diligenceId, entityId) },
    { label: 'Processos', to: entityLawsuitsPath(diligenceId, entityId) },
    { label: 'Arquivos', to: entityFilesPath(diligenceId, entityId) },
  ];
}
