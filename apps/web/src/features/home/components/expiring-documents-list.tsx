import { Box, Chip, List, ListItem, ListItemButton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { EXPIRY_WATCH_DAYS, type Home } from '@lince/contracts/workspace';
import { formatDay } from '../../../lib/format.ts';
import { documentAnalysisPath } from '../../../shared/diligence/links.ts';
import { EmptyText, HomeSection } from './home-section.tsx';

/**
 * "Documentos vencendo": documents of the user's open diligences expired (first, "Vencido"),
 * expiring within `EXPIRY_WATCH_DAYS` days or before their diligence's due date; each opens its
 * analysis.
 */
export function ExpiringDocumentsList({
  expiring: { items, total },
}: {
  expiring: Home['expiringDocuments'];
}) {
  return (
    <HomeSection
      title="Documentos vencendo"
      action={
        total > items.length && (
          <Typography variant="body2" color="text.secondary">
            {`${items.length} de ${total}`}
          </Typography>
        )
      }
    >
      {items.length === 0 ? (
        <EmptyText>
          Nenhum documento das suas diligências vence nos próximos {EXPIRY_WATCH_DAYS} dias nem
          antes do prazo da diligência.
        </EmptyText>
      ) : (
        <List disablePadding aria-label="Documentos vencidos ou vencendo">
          {items.map((d) => (
            <ListItem key={d.documentId} disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={documentAnalysisPath(d.diligenceId, d.documentId)}
                sx={{
                  px: 1,
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 1fr) auto',
                  gap: 1,
                  alignItems: 'center',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {d.documentTypeName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {d.diligenceCode} · {d.entityName}
                  </Typography>
                </Box>
                <Box sx={{ display: 'grid', justifyItems: 'end', gap: 0.5 }}>
                  <Typography variant="body2">
                    {d.expired ? 'Venceu em' : 'Vence em'} {formatDay(d.validUntil)}
                  </Typography>
                  {d.expired ? (
                    <Chip size="small" color="error" label="Vencido" />
                  ) : (
                    d.beforeDueDate && (
                      <Chip
                        size="small"
                        variant="outlined"
                        color="warning"
                        label="Antes do prazo da diligência"
                      />
                    )
                  )}
                </Box>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </HomeSection>
  );
}
