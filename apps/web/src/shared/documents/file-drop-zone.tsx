import { useRef } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { formatFileSize } from './format-size.ts';
import { useFileDrop } from './use-file-drop.ts';

/**
 * A dashed area to drop one file on, with its "Escolher arquivo" button (the keyboard path) and
 * the chosen file's name and size. `label` names the hidden file input.
 */
export function FileDropZone({
  file,
  onFile,
  accept,
  label,
  prompt = 'Arraste o arquivo para cá ou escolha-o.',
  disabled = false,
}: {
  file: File | null;
  onFile: (file: File) => void;
  accept: string;
  label: string;
  prompt?: string;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (files: File[]) => {
    if (files[0]) onFile(files[0]);
  };
  const { dragging, dropProps } = useFileDrop(choose, disabled);
  return (
    <Box
      {...dropProps}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : undefined,
        borderRadius: 1,
        p: 3,
        display: 'grid',
        gap: 1,
        justifyItems: 'center',
        textAlign: 'center',
      }}
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {file ? `${file.name} (${formatFileSize(file.size)})` : prompt}
      </Typography>
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
        {file ? 'Escolher outro arquivo' : 'Escolher arquivo'}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        aria-label={label}
        onChange={(event) => {
          choose([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
