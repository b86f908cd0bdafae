/** Fixtures of the overview's tests (not imported by the app). */
import type { OverviewEntity } from './overview-entity.ts';

const risk = (rating: OverviewEntity['risk']['rating'] = null) => ({
  rating,
  computed: null,
  justification: null,
});

/** No risk source in any area of the heat map. */
export const NO_AREA_RISK: OverviewEntity['riskByArea'] = {
  DOCUMENTOS: null,
  CADASTRO: null,
  PROCESSOS: null,
  FINANCEIRO: null,
};

/** A target company, two partners (a PJ and a PF) and a partner of the PJ partner; one unrelated. */
export const OWNERSHIP_FIXTURE: OverviewEntity[] = [
  {
    _id: 'alvo',
    name: 'Alvo Participações S.A.',
    kind: 'PJ',
    document: '48291735000148',
    roleInDiligence: 'ALVO',
    parentEntityId: null,
    relation: null,
    sharePercent: null,
    risk: risk('ALTO'),
    progress: { done: 0, required: 0 },
    riskByArea: NO_AREA_RISK,
  },
  {
    _id: 'holding',
    name: 'Holding Azul Ltda',
    kind: 'PJ',
    document: '12ABC34501DE35',
    roleInDiligence: 'SOCIO',
    parentEntityId: 'alvo',
    relation: 'Sócio',
    sharePercent: 60,
    risk: risk(),
    progress: { done: 0, required: 0 },
    riskByArea: NO_AREA_RISK,
  },
  {
    _id: 'ana',
    name: 'Ana Souza',
    kind: 'PF',
    document: '52998224725',
    roleInDiligence: 'SOCIO',
    parentEntityId: 'alvo',
    relation: 'Sócio',
    sharePercent: 40,
    risk: risk('BAIXO'),
    progress: { done: 0, required: 0 },
    riskByArea: NO_AREA_RISK,
  },
  {
    _id: 'bruno',
    name: 'Bruno Lima',
    kind: 'PF',
    document: '11144477735',
    roleInDiligence: 'ADMINISTRADOR',
    parentEntityId: 'holding',
    relation: 'Administrador',
    sharePercent: null,
    risk: risk(),
    progress: { done: 0, required: 0 },
    riskByArea: NO_AREA_RISK,
  },
  {
    _id: 'fornecedor',
    name: 'Fornecedora Beta Ltda',
    kind: 'PJ',
    document: '11222333000181',
    roleInDiligence: 'FORNECEDOR',
    parentEntityId: null,
    relation: null,
    sharePercent: null,
    risk: risk(),
    progress: { done: 0, required: 0 },
    riskByArea: NO_AREA_RISK,
  },
];
