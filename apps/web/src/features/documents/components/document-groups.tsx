import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { DocumentGroup } from '../lib/group-documents.ts';
import { DocumentRow, type DocumentRowProps } from './document-row.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';

/** The columns and their share of the width: fixed, so the tables of every step line up. */
const COLUMNS: [string, string][] = [
  ['Documento', '28%'],
  ['Situação', '13%'],
  ['Emissão', '9%'],
  ['Validade', '15%'],
  ['Resultado', '10%'],
  ['Arquivos', '8%'],
  ['Ações', '17%'],
];

/** The checklist, one table per track step (and "Documentos adicionais"). */
export function DocumentGroups({
  groups,
  ...rowProps
}: { groups: DocumentGroup[] } & Omit<DocumentRowProps, 'document'>) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {groups.map((group) => {
        const headingId = `etapa-${group.key ?? 'adicionais'}`;
        return (
          <Box
            component="section"
            key={group.key ?? ''}
            aria-labelledby={headingId}
            sx={{ display: 'grid', gap: 1 }}
          >
            <Typography id={headingId} variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 600 }}>
              {group.title}
            </Typography>
            <Paper variant="outlined">
              <ScrollTable label={`${group.title} (rolagem)`}>
                <Table
                  size="small"
                  aria-labelledby={headingId}
                  sx={{ tableLayout: 'fixed', minWidth: 960 }}
                >
                  <colgroup>
                    {COLUMNS.map(([label, width]) => (
                      <col key={label} style={{ width }} />
                    ))}
                  </colgroup>
                  <TableHead>
                    <TableRow>
                      {COLUMNS.map(([label]) => (
                        <TableCell
                          key={label}
                          align={label === 'Ações' ? 'right' : undefined}
                          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                        >
                          {label}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {group.documents.map((doc) => (
                      <DocumentRow key={doc._id} document={doc} {...rowProps} />
                    ))}
                  </TableBody>
                </Table>
              </ScrollTable>
            </Paper>
          </Box>
        );
      })}
    </Box>
  );
}
