import { useState } from 'react';
import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import { Icon } from '../../../components/icon.tsx';
import { zoomPercent } from './viewer-zoom.ts';

export interface PageControls {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** "Ir para a página": a page number within 1…pages, applied on Enter or on leaving the field. */
function GoToPage({ page, pages, onPage }: PageControls) {
  const [text, setText] = useState<string | null>(null);
  const apply = () => {
    const n = Number(text);
    if (text !== null && Number.isInteger(n) && n >= 1 && n <= pages) onPage(n);
    setText(null);
  };
  return (
    <TextField
      size="small"
      label="Ir para a página"
      value={text ?? String(page)}
      onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': 'pagina-atual' } }}
      sx={{ width: 130 }}
    />
  );
}

/** The viewer's controls: pages (PDF only), zoom (−, percentage, +, fit width) and download. */
export function ViewerToolbar({
  pages,
  scale,
  onZoomIn,
  onZoomOut,
  onFitWidth,
  onDownload,
  downloading,
}: {
  pages: PageControls | null;
  scale: number | null;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFitWidth: () => void;
  onDownload: () => void;
  downloading: boolean;
}) {
  return (
    <Box
      role="toolbar"
      aria-label="Controles do arquivo"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      {pages && (
        <>
          <Tooltip title="Página anterior (Page Up)">
            <span>
              <IconButton
                aria-label="Página anterior"
                disabled={pages.page <= 1}
                onClick={() => pages.onPage(pages.page - 1)}
              >
                <Icon name="chevron-left" size={22} />
              </IconButton>
            </span>
          </Tooltip>
          <Typography id="pagina-atual" variant="body2" aria-live="polite" sx={{ minWidth: 110 }}>
            Página {pages.page} de {pages.pages}
          </Typography>
          <Tooltip title="Próxima página (Page Down)">
            <span>
              <IconButton
                aria-label="Próxima página"
                disabled={pages.page >= pages.pages}
                onClick={() => pages.onPage(pages.page + 1)}
              >
                <Icon name="chevron-right" size={22} />
              </IconButton>
            </span>
          </Tooltip>
          <GoToPage {...pages} />
        </>
      )}
      {scale !== null && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Tooltip title="Diminuir o zoom (−)">
            <IconButton aria-label="Diminuir o zoom" onClick={onZoomOut}>
              <Icon name="magnify-minus-outline" size={22} />
            </IconButton>
          </Tooltip>
          <Typography variant="body2" aria-label={`Zoom: ${zoomPercent(scale)}`} role="status">
            {zoomPercent(scale)}
          </Typography>
          <Tooltip title="Aumentar o zoom (+)">
            <IconButton aria-label="Aumentar o zoom" onClick={onZoomIn}>
              <Icon name="magnify-plus-outline" size={22} />
            </IconButton>
          </Tooltip>
          <Tooltip title="Ajustar à largura">
            <IconButton aria-label="Ajustar à largura" onClick={onFitWidth}>
              <Icon name="arrow-expand-horizontal" size={22} />
            </IconButton>
          </Tooltip>
        </Box>
      )}
      <Button
        size="small"
        startIcon={<Icon name="download" size={18} />}
        onClick={onDownload}
        disabled={downloading}
        sx={{ ml: 'auto' }}
      >
        Baixar
      </Button>
    </Box>
  );
}
