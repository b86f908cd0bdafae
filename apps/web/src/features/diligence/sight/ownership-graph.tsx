import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Box,
  IconButton,
  Link,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
  useTheme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { LAYOUT_METRICS, layoutOwnership, type OwnershipLayout } from './ownership-layout.ts';
import { diligencePath } from '../../../shared/diligence/links.ts';

import { clip, GraphNode } from './ownership-graph-node.tsx';
import { ListView } from './ownership-list.tsx';
import type { OverviewEntity } from './overview-entity.ts';

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
const DEFAULT_ZOOM_INDEX = ZOOM_STEPS.indexOf(1);

/**
 * The ownership forest of a diligence's entities (from their parent relations) as an SVG where each
 * node is a link to the entity's row on the entity screen; scrolls in its box and zooms. A "Lista"
 * view shows the same tree as nested lists.
 */
export function OwnershipGraph({
  diligenceId,
  entities,
}: {
  diligenceId: string;
  entities: OverviewEntity[];
}) {
  const layout = useMemo(() => layoutOwnership(entities), [entities]);
  const [view, setView] = useState<'graph' | 'list'>('graph');

  if (entities.length === 0)
    return (
      <Typography color="text.secondary">
        Nenhuma parte cadastrada.{' '}
        <Link component={RouterLink} to={diligencePath(diligenceId)}>
          Adicionar partes
        </Link>
      </Typography>
    );

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: 'graph' | 'list' | null) => next && setView(next)}
          aria-label="Exibição da estrutura societária"
        >
          <ToggleButton value="graph">
            <Icon name="sitemap-outline" size={18} style={{ marginRight: 6 }} />
            Gráfico
          </ToggleButton>
          <ToggleButton value="list">
            <Icon name="format-list-bulleted" size={18} style={{ marginRight: 6 }} />
            Ver como lista
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {layout.edges.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nenhum vínculo societário informado: indique a parte controladora de cada parte na tela{' '}
          <Link component={RouterLink} to={diligencePath(diligenceId)}>
            Partes
          </Link>
          .
        </Typography>
      )}
      {view === 'graph' ? (
        <GraphView diligenceId={diligenceId} layout={layout} />
      ) : (
        <ListView diligenceId={diligenceId} layout={layout} />
      )}
    </Box>
  );
}

function GraphView({
  diligenceId,
  layout,
}: {
  diligenceId: string;
  layout: OwnershipLayout<OverviewEntity>;
}) {
  const theme = useTheme();
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [zoomIndex, setZoomIndex] = useState(DEFAULT_ZOOM_INDEX);
  const zoom = ZOOM_STEPS[zoomIndex]!;
  const arrow = `arrow-${ids}`;
  const titleId = `graph-title-${ids}`;
  const descId = `graph-desc-${ids}`;
  const nameClip = `name-clip-${ids}`;
  const relations = layout.edges.length;
  const boxRef = useRef<HTMLDivElement>(null);
  /** The drawing's point (in layout units) to keep in the middle of the box after a zoom. */
  const keepCentre = useRef<{ x: number; y: number } | null>(null);
  const shownLayout = useRef<OwnershipLayout<OverviewEntity> | null>(null);

  const changeZoom = (index: number) => {
    const box = boxRef.current;
    if (box)
      keepCentre.current = {
        x: (box.scrollLeft + box.clientWidth / 2) / zoom,
        y: (box.scrollTop + box.clientHeight / 2) / zoom,
      };
    setZoomIndex(index);
  };

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let centre = keepCentre.current;
    keepCentre.current = null;
    if (shownLayout.current !== layout) {
      // A new drawing opens on its first root (a big tree centres it far from the top).
      shownLayout.current = layout;
      const first = layout.nodes.find((n) => n.id === layout.treeRootIds[0]);
      centre = first ? { x: box.clientWidth / 2 / zoom, y: first.y + first.height / 2 } : null;
    }
    if (!centre) return;
    box.scrollLeft = Math.max(0, centre.x * zoom - box.clientWidth / 2);
    box.scrollTop = Math.max(0, centre.y * zoom - box.clientHeight / 2);
  }, [zoom, layout]);

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box
        role="group"
        aria-label="Zoom do gráfico"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <Tooltip title="Reduzir">
          <span>
            <IconButton
              aria-label="Reduzir"
              size="small"
              disabled={zoomIndex === 0}
              onClick={() => changeZoom(Math.max(0, zoomIndex - 1))}
            >
              <Icon name="magnify-minus-outline" size={20} />
            </IconButton>
          </span>
        </Tooltip>
        <Typography variant="body2" aria-live="polite" sx={{ minWidth: 48, textAlign: 'center' }}>
          {Math.round(zoom * 100)}%
        </Typography>
        <Tooltip title="Ampliar">
          <span>
            <IconButton
              aria-label="Ampliar"
              size="small"
              disabled={zoomIndex === ZOOM_STEPS.length - 1}
              onClick={() => changeZoom(Math.min(ZOOM_STEPS.length - 1, zoomIndex + 1))}
            >
              <Icon name="magnify-plus-outline" size={20} />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Tamanho original (100%)">
          <span>
            <IconButton
              aria-label="Tamanho original (100%)"
              size="small"
              disabled={zoomIndex === DEFAULT_ZOOM_INDEX}
              onClick={() => changeZoom(DEFAULT_ZOOM_INDEX)}
            >
              <Icon name="fit-to-screen-outline" size={20} />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Box
        ref={boxRef}
        tabIndex={0}
        role="region"
        aria-label="Área do gráfico societário (role para ver tudo)"
        sx={{
          overflow: 'auto',
          maxHeight: 560,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'grey.50',
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
        }}
      >
        <Box
          component="svg"
          data-testid="ownership-graph"
          width={layout.width * zoom}
          height={layout.height * zoom}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          aria-labelledby={`${titleId} ${descId}`}
          sx={{
            display: 'block',
            fontFamily: theme.typography.fontFamily,
            '& a': { cursor: 'pointer', outline: 'none' },
            '& a:hover .node-frame': { stroke: theme.palette.primary.main },
            '& a:focus-visible .node-frame': {
              stroke: theme.palette.primary.main,
              strokeWidth: 3,
            },
          }}
        >
          <title id={titleId}>Estrutura societária</title>
          <desc id={descId}>
            {`${layout.nodes.length} ${layout.nodes.length === 1 ? 'parte' : 'partes'} e ${relations} ${relations === 1 ? 'vínculo' : 'vínculos'}; cada parte é um link para a sua linha na tela Partes. A mesma estrutura está disponível em "Ver como lista".`}
          </desc>
          <defs>
            <marker
              id={arrow}
              viewBox="0 0 10 10"
              refX="10"
              refY="5"
              markerWidth="8"
              markerHeight="8"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" fill={theme.palette.text.secondary} />
            </marker>
            {/* Names stay whole in the DOM (the link's name) and are cut where the node ends. */}
            <clipPath id={nameClip}>
              <rect
                x={0}
                y={0}
                width={LAYOUT_METRICS.nodeWidth - 12}
                height={LAYOUT_METRICS.nodeHeight}
              />
            </clipPath>
          </defs>
          {layout.edges.map((edge) => (
            <g key={edge.id} data-edge={edge.id}>
              <polyline
                points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')}
                fill="none"
                stroke={theme.palette.text.secondary}
                strokeWidth={1.5}
                markerEnd={`url(#${arrow})`}
              />
              {edge.label && (
                <text
                  x={edge.labelAt.x}
                  y={edge.labelAt.y}
                  fontSize={11}
                  fill={theme.palette.text.primary}
                  stroke={theme.palette.grey[50]}
                  strokeWidth={4}
                  paintOrder="stroke"
                >
                  {edge.label.length > 22 && <title>{edge.label}</title>}
                  {clip(edge.label, 22)}
                </text>
              )}
            </g>
          ))}
          {layout.isolatedCaption && (
            <text
              x={layout.isolatedCaption.x}
              y={layout.isolatedCaption.y}
              fontSize={13}
              fontWeight={600}
              fill={theme.palette.text.secondary}
              dominantBaseline="middle"
            >
              Partes sem vínculo societário
            </text>
          )}
          {layout.nodes.map((node) => (
            <GraphNode key={node.id} node={node} diligenceId={diligenceId} nameClip={nameClip} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
