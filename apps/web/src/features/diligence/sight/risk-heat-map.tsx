import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router';
import { RISK_LABELS, type RiskRating } from '@lince/contracts/diligences';
import { RISK_AREAS, RISK_AREA_LABELS, type RiskArea } from '@lince/contracts/risk-areas';
import type { OverviewEntity } from './overview-entity.ts';
import { EmptyText } from '../../../components/section-card.tsx';
import { RISK_COLORS } from '../../../shared/diligence/components/diligence-chips.tsx';
import {
  entityDocumentsPath,
  entityLawsuitsPath,
  registrationPath,
  financialStatementPath,
} from '../../../shared/diligence/links.ts';
import { ScrollTable } from '../../../components/scroll-table.tsx';

/** The screen of an entity's area; the financial statements are a PJ's only (by its CNPJ). */
export function areaPath(
  diligenceId: string,
  entity: Pick<OverviewEntity, '_id' | 'kind' | 'document'>,
  area: RiskArea,
): string | null {
  switch (area) {
    case 'DOCUMENTOS':
      return entityDocumentsPath(diligenceId, entity._id);
    case 'CADASTRO':
      return registrationPath(diligenceId, entity._id);
    case 'PROCESSOS':
      return entityLawsuitsPath(diligenceId, entity._id);
    case 'FINANCEIRO':
      return entity.kind === 'PJ' ? financialStatementPath(entity.document) : null;
  }
}

/** What a cell says: the rating, or a dash read as "sem risco". */
function CellText({ rating }: { rating: RiskRating | null }) {
  if (rating) return <>{RISK_LABELS[rating]}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <Box component="span" sx={visuallyHidden}>
        sem risco
      </Box>
    </>
  );
}

const cellSx = (rating: RiskRating | null) =>
  rating
    ? { bgcolor: `${RISK_COLORS[rating]}.main`, color: `${RISK_COLORS[rating]}.contrastText` }
    : { color: 'text.secondary' };

/**
 * The risk heat map: one row per entity, one column per area (Documentos, Cadastro, Processos,
 * Financeiro), each cell the worst rating of that area's risk sources, written out and coloured as
 * the risk chips are, and a link to the area's screen (none for a PF's financial statements).
 */
export function RiskHeatMap({
  diligenceId,
  entities,
}: {
  diligenceId: string;
  entities: OverviewEntity[];
}) {
  if (entities.length === 0) return <EmptyText>Nenhuma parte cadastrada.</EmptyText>;
  return (
    <ScrollTable label="Mapa de risco por parte e área (rolagem)" sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label="Mapa de risco por parte e área">
        <TableHead>
          <TableRow>
            <TableCell>Parte</TableCell>
            {RISK_AREAS.map((area) => (
              <TableCell key={area} align="center" sx={{ minWidth: 104 }}>
                {RISK_AREA_LABELS[area]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entities.map((entity) => (
            <TableRow key={entity._id}>
              <TableCell component="th" scope="row">
                {entity.name}
              </TableCell>
              {RISK_AREAS.map((area) => {
                const rating = entity.riskByArea[area];
                const to = areaPath(diligenceId, entity, area);
                const name = `${RISK_AREA_LABELS[area]} de ${entity.name}: ${
                  rating ? `risco ${RISK_LABELS[rating]}` : 'sem risco'
                }`;
                return (
                  <TableCell
                    key={area}
                    align="center"
                    sx={{
                      p: 0,
                      fontWeight: 600,
                      border: 1,
                      borderColor: 'divider',
                      ...cellSx(rating),
                    }}
                  >
                    {to ? (
                      <Link
                        component={RouterLink}
                        to={to}
                        aria-label={name}
                        color="inherit"
                        sx={{ display: 'block', px: 1, py: 1 }}
                      >
                        <CellText rating={rating} />
                      </Link>
                    ) : (
                      <Box component="span" sx={{ display: 'block', px: 1, py: 1 }}>
                        <CellText rating={rating} />
                      </Box>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
