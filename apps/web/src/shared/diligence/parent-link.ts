import type { EntityKind } from '@lince/contracts/entities';

/**
 * How a party's link to its parent reads (`parentEntityId`, issue 27): a company (PJ) is
 * controlled by its parent; a person (PF) is no company's subsidiary — the parent is the company
 * the person holds a share in, or works for (a QSA's partner or director).
 */
export const PARENT_LINK = {
  PJ: {
    field: 'Parte controladora',
    help: 'A parte que controla esta; a relação e a participação aparecem ao escolhê-la.',
    row: 'Controlada por',
  },
  PF: {
    field: 'Participa de',
    help: 'A empresa de que esta pessoa é sócia ou administradora; a relação e a participação aparecem ao escolhê-la.',
    row: 'Participa de',
  },
} as const satisfies Record<EntityKind, { field: string; help: string; row: string }>;
