import { Box, Typography } from '@mui/material';
import type { ReportBlock, ReportRun } from '@lince/contracts/report-document';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { Toned } from './report-tone.tsx';

/** A paragraph's or list item's runs, as React text (never interpreted as HTML). */
export function Runs({ runs }: { runs: ReportRun[] }) {
  return (
    <>
      {runs.map((run, i) => {
        let node: React.ReactNode = run.text;
        if (run.italic) node = <em>{node}</em>;
        if (run.bold) node = <strong>{node}</strong>;
        return <span key={i}>{node}</span>;
      })}
    </>
  );
}

const INK = '#1c1917';
const RULE = '#d6d3d1';

function Table({ block }: { block: Extract<ReportBlock, { type: 'table' }> }) {
  const total = block.columns.reduce((sum, c) => sum + (c.weight ?? 1), 0);
  return (
    <ScrollTable label={block.caption ?? 'Tabela'}>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: 13,
          '& th, & td': { border: `1px solid ${RULE}`, px: 1, py: 0.5, verticalAlign: 'top' },
          '& th': { bgcolor: '#f5f5f4', fontWeight: 600 },
        }}
      >
        {block.caption && (
          <Box component="caption" sx={{ textAlign: 'left', fontWeight: 600, pb: 0.5 }}>
            {block.caption}
          </Box>
        )}
        <colgroup>
          {block.columns.map((c, i) => (
            <col key={i} style={{ width: `${(((c.weight ?? 1) / total) * 100).toFixed(2)}%` }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {block.columns.map((c, i) => (
              <Box component="th" scope="col" key={i} sx={{ textAlign: c.align ?? 'left' }}>
                {c.header}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.length === 0 ? (
            <tr>
              <Box component="td" colSpan={block.columns.length} sx={{ fontStyle: 'italic' }}>
                {block.empty ?? 'Nenhum registro.'}
              </Box>
            </tr>
          ) : (
            block.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) => (
                  <Box
                    component="td"
                    key={i}
                    sx={{
                      textAlign: block.columns[i]?.align ?? 'left',
                      overflowWrap: 'break-word',
                    }}
                  >
                    <Toned tone={cell.tone}>{cell.text}</Toned>
                  </Box>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Box>
    </ScrollTable>
  );
}

/**
 * One block of the report model as semantic HTML. Headings of blocks are one and two levels
 * below the section's (`sectionLevel`).
 */
export function ReportBlockView({
  block,
  sectionLevel,
}: {
  block: ReportBlock;
  sectionLevel: number;
}) {
  switch (block.type) {
    case 'heading': {
      const level = Math.min(6, sectionLevel + block.level - 1);
      return (
        <Typography
          component={`h${level}` as 'h4'}
          sx={{ fontSize: block.level === 2 ? 16 : 14, fontWeight: 700, mt: 1.5, color: INK }}
        >
          {block.text}
        </Typography>
      );
    }
    case 'paragraph':
      return (
        <Typography component="p" sx={{ fontSize: 14, m: 0, whiteSpace: 'pre-line', color: INK }}>
          <Runs runs={block.runs} />
        </Typography>
      );
    case 'fields':
      return (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 30%) 1fr' },
            columnGap: 2,
            rowGap: { xs: 0, sm: 0.5 },
            fontSize: 14,
            '& dt': { fontWeight: 600, color: '#44403c' },
            '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
          }}
        >
          {block.rows.map((row, i) => (
            <Box key={i} sx={{ display: 'contents' }}>
              <dt>{row.label}</dt>
              <dd>
                <Toned tone={row.tone}>{row.value}</Toned>
              </dd>
            </Box>
          ))}
        </Box>
      );
    case 'table':
      return <Table block={block} />;
    case 'list':
      return (
        <Box
          component={block.ordered ? 'ol' : 'ul'}
          sx={{ m: 0, pl: 3, fontSize: 14, display: 'grid', gap: 0.5 }}
        >
          {block.items.map((runs, i) => (
            <li key={i}>
              <Runs runs={runs} />
            </li>
          ))}
        </Box>
      );
    case 'note':
      return (
        <Box
          role="note"
          sx={{
            border: `1px solid ${RULE}`,
            borderLeft: `4px solid ${block.tone === 'alerta' ? '#c2410c' : block.tone === 'sucesso' ? '#15803d' : '#a8a29e'}`,
            bgcolor: '#fafaf9',
            px: 1.5,
            py: 1,
            fontSize: 14,
          }}
        >
          <Toned tone={block.tone}>{block.text}</Toned>
        </Box>
      );
  }
}
