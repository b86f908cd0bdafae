import { useTheme } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ENTITY_ROLE_LABELS } from '@lince/contracts/entities';
import { RISK_COLORS } from '../../../shared/diligence/components/diligence-chips.tsx';
import { type LayoutNode } from './ownership-layout.ts';
import { formatDocument } from '../../../shared/diligence/format-document.ts';
import { entityInDiligencePath } from '../../../shared/diligence/links.ts';
import { entityRisk } from './sight-format.ts';

import type { OverviewEntity } from './overview-entity.ts';

/** Cuts a text to `max` characters with an ellipsis (SVG text does not wrap nor clip by itself). */
export const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/**
 * What a node link says: its visible lines in their order (WCAG 2.5.3: the visible text is part of
 * the name), then the role.
 */
function nodeName(entity: OverviewEntity): string {
  return `${entity.name}, ${entity.kind} · ${formatDocument(entity)}, ${entityRisk(entity)}, ${ENTITY_ROLE_LABELS[entity.roleInDiligence]}`;
}

/** Names longer than this (in characters) get a drawn ellipsis over the clipped end. */
const NAME_FITS = 27;

export function GraphNode({
  node,
  diligenceId,
  nameClip,
}: {
  node: LayoutNode<OverviewEntity>;
  diligenceId: string;
  /** Id of the clip path that cuts long names at the node's right edge. */
  nameClip: string;
}) {
  const theme = useTheme();
  const { entity } = node;
  const rating = entity.risk.rating ?? entity.risk.computed;
  const palette = theme.palette as unknown as Record<string, { main?: string } | undefined>;
  const riskColor = (rating && palette[RISK_COLORS[rating]]?.main) || theme.palette.grey[400];
  return (
    <RouterLink
      to={entityInDiligencePath(diligenceId, entity._id)}
      aria-label={nodeName(entity)}
      data-entity-id={entity._id}
    >
      <g transform={`translate(${node.x} ${node.y})`}>
        <rect
          className="node-frame"
          width={node.width}
          height={node.height}
          rx={8}
          fill={theme.palette.background.paper}
          stroke={theme.palette.divider}
          strokeWidth={1.5}
        />
        <rect x={0} y={0} width={6} height={node.height} rx={3} fill={riskColor} />
        {/* Each line ends with a space: the link's visible text reads as separate words. */}
        <text
          x={16}
          y={22}
          fontSize={13}
          fontWeight={600}
          fill={theme.palette.text.primary}
          clipPath={`url(#${nameClip})`}
        >
          {entity.name}{' '}
        </text>
        {entity.name.length > NAME_FITS && (
          <g aria-hidden="true">
            <rect
              x={node.width - 30}
              y={8}
              width={22}
              height={20}
              fill={theme.palette.background.paper}
            />
            <text
              x={node.width - 26}
              y={22}
              fontSize={13}
              fontWeight={600}
              fill={theme.palette.text.primary}
            >
              …
            </text>
          </g>
        )}
        <text x={16} y={42} fontSize={12} fill={theme.palette.text.secondary}>
          {`${entity.kind} · ${formatDocument(entity)}`}{' '}
        </text>
        <circle cx={20} cy={56} r={4} fill={riskColor} />
        <text x={30} y={60} fontSize={12} fill={theme.palette.text.secondary}>
          {entityRisk(entity)}{' '}
        </text>
      </g>
    </RouterLink>
  );
}
