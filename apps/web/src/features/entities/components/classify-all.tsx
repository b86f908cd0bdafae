import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import type { ClassificationRow } from '../lib/use-bulk-classification.ts';

const files = (n: number) => (n === 1 ? '1 arquivo' : `${n} arquivos`);

/**
 * "Classificar todos": once the readings are done, one confirmation files every sent file whose
 * row holds another type than its current one (the reading's proposal or the user's choice).
 */
export function ClassifyAll({
  rows,
  reading,
  typeName,
  onConfirm,
}: {
  /** The rows that would change. */
  rows: ClassificationRow[];
  /** How many rows still wait for their reading. */
  reading: number;
  typeName: (typeId: string) => string;
  onConfirm: () => Promise<{ done: number; failed: number }>;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    const { done, failed } = await onConfirm();
    setPending(false);
    setOpen(false);
    showSnackbar(
      failed
        ? {
            text: `Não foi possível classificar ${files(failed)}; veja o motivo em cada um.`,
            color: 'error',
          }
        : { text: done === 1 ? '1 arquivo classificado.' : `${done} arquivos classificados.` },
    );
  };
  const status =
    reading > 0
      ? `Aguardando a leitura de ${files(reading)} para sugerir o tipo…`
      : rows.length
        ? `${files(rows.length)} com tipo a aplicar.`
        : 'Nenhum arquivo com tipo a aplicar.';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mr: 'auto' }}>
        {status}
      </Typography>
      <Button
        variant="contained"
        size="small"
        onClick={() => setOpen(true)}
        disabled={reading > 0 || rows.length === 0 || pending}
      >
        Classificar todos
      </Button>
      <ConfirmDialog
        open={open}
        title={`Classificar ${files(rows.length)}?`}
        confirmLabel="Classificar todos"
        pending={pending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {rows.map((r) => (
            <li key={r.key}>
              {r.fileName} → {typeName(r.value)}
            </li>
          ))}
        </Box>
        <Box component="p" sx={{ mb: 0 }}>
          Os demais ficam como estão.
        </Box>
      </ConfirmDialog>
    </Box>
  );
}
