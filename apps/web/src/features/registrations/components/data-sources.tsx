import { useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { Entity } from '@lince/contracts/entities';
import type { Registration, RegistrationCreate } from '@lince/contracts/registrations';
import { Icon } from '../../../components/icon.tsx';
import { getApiErrorMessage, getApiErrorStatus } from '../../../lib/api-error.ts';
import { createRegistration } from '../api/create-registration.ts';
import { ManualDialog } from './manual-dialog.tsx';

type Busy = 'PROVIDER' | 'IMPORT' | null;
interface Fault {
  message: string;
  /** The source failed (unknown CNPJ, down, slow, busy): the import and the form are offered. */
  offer: boolean;
}

export const INVALID_JSON_MESSAGE =
  'O arquivo não é um JSON válido: escolha o arquivo salvo da consulta de CNPJ.';

/** A file's text as UTF-8 (FileReader: `Blob.text()` is missing from some test DOMs). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('leitura'));
    reader.readAsText(file);
  });

/**
 * The three ways to a new snapshot: "Consultar na Receita" (when a provider is configured and the
 * entity is a company), "Importar JSON" (a file of the BrasilAPI shape) and "Digitar dados" (the
 * form). A fault of the provider or a refused file is shown below, offering the other ways.
 */
export function DataSources({
  diligenceId,
  entity,
  providerAvailable,
  shown,
  onCreated,
}: {
  diligenceId: string;
  entity: Entity;
  providerAvailable: boolean;
  /** The snapshot on screen: the form starts from it. */
  shown: Registration | null;
  onCreated: (r: Registration) => Promise<void> | void;
}) {
  const [busy, setBusy] = useState<Busy>(null);
  const [fault, setFault] = useState<Fault | null>(null);
  const [typing, setTyping] = useState(false);
  const file = useRef<HTMLInputElement>(null);

  const send = async (body: RegistrationCreate) => {
    setBusy(body.source === 'PROVIDER' ? 'PROVIDER' : 'IMPORT');
    setFault(null);
    try {
      await onCreated(await createRegistration(diligenceId, entity._id, body));
    } catch (error) {
      const status = getApiErrorStatus(error);
      setFault({ message: getApiErrorMessage(error), offer: status === 404 || status === 503 });
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    let payload: unknown;
    try {
      payload = JSON.parse(await readText(chosen));
    } catch {
      setFault({ message: INVALID_JSON_MESSAGE, offer: false });
      return;
    }
    await send({ source: 'IMPORT', payload });
  };
  const chooseFile = () => file.current?.click();
  const canConsult = providerAvailable && entity.kind === 'PJ';
  const spinner = <CircularProgress size={16} color="inherit" aria-hidden />;

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {canConsult && (
          <Button
            variant="contained"
            startIcon={busy === 'PROVIDER' ? spinner : <Icon name="magnify" size={20} />}
            disabled={!!busy}
            aria-busy={busy === 'PROVIDER'}
            onClick={() => void send({ source: 'PROVIDER' })}
          >
            Consultar na Receita
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={busy === 'IMPORT' ? spinner : <Icon name="upload" size={20} />}
          disabled={!!busy}
          aria-busy={busy === 'IMPORT'}
          onClick={chooseFile}
        >
          Importar JSON
        </Button>
        <Button
          variant="outlined"
          startIcon={<Icon name="pencil-outline" size={20} />}
          disabled={!!busy}
          onClick={() => setTyping(true)}
        >
          Digitar dados
        </Button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label="Arquivo JSON da consulta"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            void importFile(chosen);
          }}
        />
      </Box>
      {fault && (
        <Alert
          severity={fault.offer ? 'warning' : 'error'}
          role="alert"
          closeText="Fechar"
          onClose={() => setFault(null)}
          action={
            fault.offer && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button color="inherit" size="small" onClick={chooseFile}>
                  Importar JSON
                </Button>
                <Button color="inherit" size="small" onClick={() => setTyping(true)}>
                  Digitar dados
                </Button>
              </Box>
            )
          }
        >
          {fault.message}
        </Alert>
      )}
      {typing && (
        <ManualDialog
          entity={entity}
          shown={shown?.data ?? null}
          onClose={() => setTyping(false)}
          onSubmit={async (data) => {
            const created = await createRegistration(diligenceId, entity._id, {
              source: 'MANUAL',
              data,
            });
            setTyping(false);
            setFault(null);
            await onCreated(created);
          }}
        />
      )}
    </>
  );
}
