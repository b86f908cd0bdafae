import { Box, Typography } from '@mui/material';
import type { ListInForce } from '@lince/contracts';
import { formatDateTime } from '../../../lib/format.ts';
import { ShaCell } from '../../../shared/files/sha-cell.tsx';

/** A list's version in force: number, date (Brasília), rows, who imported it, the file's SHA-256. */
export function InForceSummary({ version }: { version: ListInForce | undefined }) {
  if (!version)
    return <Typography color="text.secondary">Nenhuma versão importada ainda.</Typography>;
  const items: [string, React.ReactNode][] = [
    ['Versão em vigor', version.version],
    ['Importada em', formatDateTime(version.importedAt)],
    ['Registros', version.rows.toLocaleString('pt-BR')],
    ['Importada por', version.importedBy ?? '—'],
    ['Arquivo', version.fileName],
    ['SHA-256', <ShaCell key="sha" sha256={version.sha256} />],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
        '& dt': { color: 'text.secondary' },
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" variant="body2">
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
