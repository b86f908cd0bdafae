import { Box, Typography } from '@mui/material';
import { ImageEditor } from '../../../components/image-editor.tsx';

export interface LogoEditorProps {
  logo: string | null;
  onUpload: (file: File) => Promise<void>;
  onRemove: () => Promise<void>;
}

/** The report logo: PNG or JPEG up to 2 MB, uploaded as chosen; preview and removal. */
export function LogoEditor({ logo, onUpload, onRemove }: LogoEditorProps) {
  return (
    <ImageEditor
      image={logo}
      heading={
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Logotipo
        </Typography>
      }
      frame={({ src }) => (
        <Box
          sx={{
            width: 200,
            height: 80,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            bgcolor: 'grey.50',
          }}
        >
          {src ? (
            <img
              src={src}
              alt="Logotipo atual dos relatórios"
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {logo ? 'Carregando…' : 'Sem logotipo'}
            </Typography>
          )}
        </Box>
      )}
      spacing={2}
      testId="arquivo-logotipo"
      labels={{ choose: 'Enviar logotipo', change: 'Trocar logotipo', remove: 'Remover logotipo' }}
      hint="PNG ou JPEG de até 2 MB, usado no cabeçalho dos relatórios."
      tooLargeMessage="O logotipo deve ter no máximo 2 MB."
      onUpload={onUpload}
      onRemove={onRemove}
    />
  );
}
