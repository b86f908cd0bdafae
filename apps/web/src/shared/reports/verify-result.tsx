import { Box, Link, Typography } from '@mui/material';
import Alert from '@mui/material/Alert';
import { Link as RouterLink } from 'react-router';
import { REPORT_KIND_LABELS, type VerifyReportResponse } from '@lince/contracts/reports';
import { formatDateTime } from '../../lib/format.ts';
import { diligenceReportPath } from '../diligence/links.ts';

/** Why a check does not match, by what was checked. */
export const NO_MATCH_EXPLANATION = {
  file:
    'Não confere: nenhum relatório emitido por esta empresa tem exatamente este conteúdo. ' +
    'O arquivo pode ter sido alterado depois da exportação (basta abri-lo e salvá-lo de novo para ' +
    'mudar o SHA-256) ou não foi emitido pelo Lince.',
  code:
    'Não confere: nenhum relatório emitido por esta empresa tem este código de verificação. ' +
    'Confira se o código foi digitado como aparece no rodapé das páginas.',
};

/** The answer of a verification: which report it is (with a link to its diligence) or "não confere". */
export function VerifyResult({
  result,
  by,
  onNavigate,
}: {
  result: VerifyReportResponse;
  by: 'file' | 'code';
  onNavigate: () => void;
}) {
  const r = result.report;
  if (!result.match || !r)
    return (
      <Alert severity="warning" role="status">
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {NO_MATCH_EXPLANATION[by]}
        </Typography>
        {result.message && <Typography component="p">{result.message}</Typography>}
      </Alert>
    );
  return (
    <Alert severity="success" role="status">
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {by === 'file'
          ? 'Confere: o arquivo é idêntico ao relatório emitido.'
          : 'Confere: o código pertence a um relatório emitido.'}
      </Typography>
      {result.message && <Typography component="p">{result.message}</Typography>}
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        <dt>Diligência</dt>
        <dd>
          <Link component={RouterLink} to={diligenceReportPath(r.diligenceId)} onClick={onNavigate}>
            {r.diligenceCode}
          </Link>
        </dd>
        <dt>Relatório</dt>
        <dd>
          {r.format} · {REPORT_KIND_LABELS[r.kind]}
        </dd>
        <dt>Emitido por</dt>
        <dd>{r.createdBy}</dd>
        <dt>Em</dt>
        <dd>{formatDateTime(r.createdAt)}</dd>
        <dt>Código</dt>
        <dd>{r.verificationCode}</dd>
        <dt>SHA-256</dt>
        <dd>
          <Box component="code" sx={{ fontSize: 12 }}>
            {r.sha256}
          </Box>
        </dd>
      </Box>
    </Alert>
  );
}
