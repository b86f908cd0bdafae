import type { DiligenceOverview } from '@lince/contracts/workspace';

/** An entity as the diligence overview lists it (the ownership graph, its list and the heat map). */
export type OverviewEntity = DiligenceOverview['entities'][number];
