import { useMemo, type ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { edgeLabel, type OwnershipLayout } from './ownership-layout.ts';
import { formatDocument } from '../../../shared/diligence/format-document.ts';
import { entityInDiligencePath } from '../../../shared/diligence/links.ts';
import { entityRisk } from './sight-format.ts';

import type { OverviewEntity } from './overview-entity.ts';

/** The same forest as nested lists (the accessible alternative to the drawing). */
export function ListView({
  diligenceId,
  layout,
}: {
  diligenceId: string;
  layout: OwnershipLayout<OverviewEntity>;
}) {
  const byId = useMemo(() => new Map(layout.nodes.map((n) => [n.id, n])), [layout]);
  const item = (id: string): ReactNode => {
    const node = byId.get(id)!;
    const { entity } = node;
    const relation = node.parentId ? edgeLabel(entity.relation, entity.sharePercent) : '';
    return (
      <li key={id}>
        <Link component={RouterLink} to={entityInDiligencePath(diligenceId, id)}>
          {entity.name}
        </Link>{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          ({entity.kind} {formatDocument(entity)} · {entityRisk(entity)}
          {relation && ` · ${relation}`})
        </Typography>
        {node.childIds.length > 0 && <ul>{node.childIds.map(item)}</ul>}
      </li>
    );
  };
  return (
    <Box sx={{ '& ul': { my: 0.5, pl: 3 }, '& li': { my: 0.5 } }}>
      {layout.treeRootIds.length > 0 && (
        <ul aria-label="Estrutura societária">{layout.treeRootIds.map(item)}</ul>
      )}
      {layout.isolatedIds.length > 0 && (
        <>
          <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
            Partes sem vínculo societário
          </Typography>
          <ul aria-label="Partes sem vínculo societário">{layout.isolatedIds.map(item)}</ul>
        </>
      )}
    </Box>
  );
}
