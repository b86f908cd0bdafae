import type { RestrictiveList } from '@lince/contracts';
import { cepimLayout } from './cepim.ts';
import { companyListLayout } from './company-list.ts';
import type { ListLayout } from './layout.ts';
import { pepLayout } from './pep.ts';
import { sanctionsLayout } from './sanctions.ts';
import { slaveLabourLayout } from './slave-labour.ts';

/** The layout each list is published in (OFAC, without a header, is read apart). */
export const LIST_LAYOUTS: Record<Exclude<RestrictiveList, 'OFAC'>, ListLayout> = {
  CEIS: sanctionsLayout('CEIS'),
  CNEP: sanctionsLayout('CNEP'),
  CEPIM: cepimLayout,
  PEP: pepLayout,
  TRABALHO_ESCRAVO: slaveLabourLayout,
  EMPRESA: companyListLayout,
};

export { ListFileError, type ListRecordInput } from './layout.ts';
export { readAltRow, readSdnRow } from './ofac.ts';
