import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { diligenceQuery } from '../../../shared/diligence/api/get-diligence.ts';
import { DiligenceHeader } from '../../../shared/diligence/components/diligence-header.tsx';
import {
  DiligenceLoadError,
  DiligenceLoading,
} from '../../../shared/diligence/components/diligence-load-state.tsx';
import { diligenceCustomReportPath } from '../../../shared/diligence/links.ts';
import { VerifyReportDialog } from '../../../shared/reports/verify-report-dialog.tsx';
import { previewQuery } from '../api/reports-api.ts';
import { ReportsTable } from '../diligence-report/reports-table.tsx';
import { ReportExport } from '../export/report-export.tsx';
import { PreviewPanel } from '../preview/preview-panel.tsx';

const STANDARD = { kind: 'PADRAO' } as const;

/**
 * `/diligence/:id/report`: the standard report previewed, its export to PDF and DOCX (a background
 * task followed to the end), the earlier exports with their codes, SHA-256 and downloads, the link
 * to the custom report and "Verificar relatório" (also opened by `?verify=<code>`).
 */
export default function DiligenceReportScreen() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const diligence = useQuery(diligenceQuery(id));
  const preview = useQuery({ ...previewQuery(id, STANDARD), enabled: diligence.isSuccess });
  const [verifying, setVerifying] = useState(false);
  const verifyCode = params.get('verify') ?? undefined;

  if (diligence.isPending) return <DiligenceLoading />;
  if (diligence.isError)
    return <DiligenceLoadError error={diligence.error} onRetry={() => void diligence.refetch()} />;

  const closeVerify = () => {
    setVerifying(false);
    if (verifyCode)
      setParams(
        (p) => {
          p.delete('verify');
          return p;
        },
        { replace: true },
      );
  };
  return (
    <Box component="section" aria-labelledby="screen-title" sx={{ display: 'grid', gap: 2 }}>
      <DiligenceHeader diligence={diligence.data} current="report" />
      <SectionCard
        title="Relatório padrão"
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={diligenceCustomReportPath(id)}
              startIcon={<Icon name="pencil-outline" size={20} />}
            >
              Relatório personalizado
            </Button>
            <Button
              startIcon={<Icon name="shield-check-outline" size={20} />}
              onClick={() => setVerifying(true)}
              aria-haspopup="dialog"
            >
              Verificar relatório
            </Button>
          </Box>
        }
      >
        <ReportExport diligenceId={id} request={STANDARD} />
      </SectionCard>
      <SectionCard title="Relatórios exportados">
        <ReportsTable diligenceId={id} diligenceCode={diligence.data.code} />
      </SectionCard>
      <SectionCard title="Prévia">
        <PreviewPanel preview={preview} />
      </SectionCard>
      {(verifying || verifyCode) && (
        <VerifyReportDialog initialCode={verifyCode} onClose={closeVerify} />
      )}
    </Box>
  );
}
