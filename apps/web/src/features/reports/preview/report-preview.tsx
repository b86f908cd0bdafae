import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import {
  REPORT_VERIFICATION_LABEL,
  type ReportCover,
  type ReportDocument,
} from '@lince/contracts/report-document';
import { ReportBlockView } from './report-blocks.tsx';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const IMAGE_DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/;
const DEFAULT_ACCENT = '#1d4ed8';

/** The cover's accent colour when it is one (`#rrggbb`), else the default. */
export const accentOf = (cover: ReportCover) =>
  HEX_COLOR.test(cover.accentColor) ? cover.accentColor : DEFAULT_ACCENT;

export const PREVIEW_CODE_TEXT = `${REPORT_VERIFICATION_LABEL}: será gerado na exportação`;

function Cover({ cover, titleId }: { cover: ReportCover; titleId: string }) {
  const accent = accentOf(cover);
  const logo =
    cover.logoDataUrl && IMAGE_DATA_URL.test(cover.logoDataUrl) ? cover.logoDataUrl : null;
  return (
    <Box
      component="header"
      sx={{
        borderTop: `8px solid ${accent}`,
        pt: 3,
        pb: 3,
        mb: 3,
        borderBottom: '1px solid #d6d3d1',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        {logo && (
          <Box
            component="img"
            src={logo}
            alt={`Logotipo de ${cover.companyName}`}
            sx={{ maxHeight: 56, maxWidth: 180, objectFit: 'contain' }}
          />
        )}
        <Typography sx={{ fontWeight: 600, fontSize: 15, color: '#1c1917' }}>
          {cover.companyName}
        </Typography>
      </Box>
      <Typography
        id={titleId}
        component="h2"
        sx={{ fontSize: { xs: 24, sm: 30 }, fontWeight: 700, color: accent, lineHeight: 1.2 }}
      >
        {cover.reportTitle}
      </Typography>
      <Typography sx={{ fontSize: 18, mt: 1, color: '#1c1917', overflowWrap: 'anywhere' }}>
        {cover.diligenceCode} · {cover.diligenceTitle}
      </Typography>
      <Typography sx={{ fontSize: 14, mt: 1, color: '#44403c' }}>Data: {cover.date}</Typography>
      <Typography sx={{ fontSize: 13, mt: 0.5, color: '#44403c' }}>{PREVIEW_CODE_TEXT}</Typography>
    </Box>
  );
}

/**
 * A report model (ReportDocument) drawn as a paper page: the cover (logo, company, title,
 * diligence, date, accent colour), the numbered sections ("1. Resumo executivo") and their blocks,
 * then the footer every exported page carries. All text is React text: nothing is read as HTML.
 * `headingLevel` is the level of the report's title (the sections are one below).
 */
export function ReportPreview({
  document: doc,
  headingLevel = 2,
}: {
  document: ReportDocument;
  headingLevel?: 2 | 3;
}) {
  const titleId = useId();
  const accent = accentOf(doc.cover);
  const sectionLevel = headingLevel + 1;
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        maxWidth: 820,
        mx: 'auto',
        bgcolor: '#ffffff',
        color: '#1c1917',
        boxShadow: '0 1px 3px rgba(0,0,0,.2), 0 4px 16px rgba(0,0,0,.08)',
        border: '1px solid #e7e5e4',
        px: { xs: 2, sm: 5, md: 7 },
        py: { xs: 2, sm: 4 },
        fontFamily: 'inherit',
        '@media print': { boxShadow: 'none', border: 0 },
      }}
    >
      <Cover cover={doc.cover} titleId={titleId} />
      {doc.sections.length === 0 && (
        <Typography sx={{ fontStyle: 'italic' }}>Nenhuma seção escolhida.</Typography>
      )}
      {doc.sections.map((section, i) => (
        <Box component="section" key={i} aria-labelledby={`${titleId}-${i}`} sx={{ mb: 3 }}>
          <Typography
            component={`h${sectionLevel}` as 'h3'}
            id={`${titleId}-${i}`}
            sx={{
              fontSize: 20,
              fontWeight: 700,
              color: '#1c1917',
              borderBottom: `2px solid ${accent}`,
              pb: 0.5,
              mb: 1.5,
              overflowWrap: 'anywhere',
            }}
          >
            {`${i + 1}. ${section.title}`}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {section.blocks.map((block, b) => (
              <ReportBlockView key={b} block={block} sectionLevel={sectionLevel} />
            ))}
          </Box>
        </Box>
      ))}
      <Box
        component="footer"
        sx={{
          mt: 4,
          pt: 1,
          borderTop: '1px solid #d6d3d1',
          fontSize: 12,
          color: '#57534e',
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <span>{doc.cover.footerText}</span>
        <span>{PREVIEW_CODE_TEXT}</span>
      </Box>
    </Box>
  );
}
