import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Entity } from '@lince/contracts/entities';
import type { Partner, PartnersAddResult } from '@lince/contracts/registrations';
import { EmptyText } from '../../../components/section-card.tsx';
import { Icon } from '../../../components/icon.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { invalidateDiligence } from '../../../shared/diligence/api/invalidate-diligence.ts';
import { addPartners } from '../api/add-partners.ts';
import { presentAs } from '../lib/partner-presence.ts';
import { partnersResultText } from '../lib/partners-result.ts';
import { partnerDocument } from '../lib/registration-format.ts';
import { QsaRows, type QsaRow } from './qsa-rows.tsx';

/**
 * The QSA of a snapshot: each partner with its document, qualificação and entrada; partners
 * already in the diligence are recognised ("Já é parte", a link to its row); the others can be
 * added as parties one by one or all in one request. What the server did is announced.
 */
export function QsaTable({
  diligenceId,
  registrationId,
  entityId,
  qsa,
  entities,
}: {
  diligenceId: string;
  registrationId: string;
  /** The company whose QSA this is. */
  entityId: string;
  qsa: Partner[];
  entities: Entity[];
}) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<PartnersAddResult | null>(null);
  const rows: QsaRow[] = qsa.map((partner, index) => ({
    partner,
    index,
    present: presentAs(partner, entities),
  }));
  // "Adicionar todos" asks for every partner not yet a party: one the server cannot add comes
  // back skipped with the reason, announced with the rest. It is offered while one can be added.
  const absent = rows.filter((r) => !r.present);
  const addable = absent.filter((r) => partnerDocument(r.partner.documento).addable);
  const add = useMutation({
    mutationFn: (indexes: number[]) => addPartners(diligenceId, registrationId, indexes),
    onSuccess: async (result) => {
      setOutcome(result);
      showSnackbar({ text: partnersResultText(result, qsa).created });
      await invalidateDiligence(queryClient, diligenceId);
    },
    onError: (error) => showSnackbar({ text: getApiErrorMessage(error), color: 'error' }),
  });
  if (qsa.length === 0)
    return <EmptyText>O cadastro não informa sócios nem administradores.</EmptyText>;
  const said = outcome && partnersResultText(outcome, qsa);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {qsa.length === 1 ? '1 sócio ou administrador' : `${qsa.length} sócios e administradores`}
          {absent.length < qsa.length && ` · ${qsa.length - absent.length} já na diligência`}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<Icon name="account-plus-outline" />}
          disabled={addable.length === 0 || add.isPending}
          aria-describedby={addable.length === 0 ? 'qsa-nada-a-adicionar' : undefined}
          onClick={() => add.mutate(absent.map((r) => r.index))}
        >
          Adicionar todos
        </Button>
        {addable.length === 0 && (
          <Typography
            id="qsa-nada-a-adicionar"
            variant="body2"
            color="text.secondary"
            sx={{ flexBasis: '100%', textAlign: 'right' }}
          >
            {absent.length === 0
              ? 'Todos os sócios já estão na diligência.'
              : 'Os sócios que faltam não têm CPF/CNPJ utilizável: cadastre-os em Partes.'}
          </Typography>
        )}
      </Box>
      <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
        {said && (
          <Alert
            severity={outcome.created.length ? 'success' : 'info'}
            closeText="Fechar"
            onClose={() => setOutcome(null)}
          >
            {said.created}
            {said.skipped.length > 0 && (
              <Box
                component="ul"
                aria-label="Sócios não adicionados"
                sx={{ m: 0, mt: 0.5, pl: 2.5 }}
              >
                {said.skipped.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </Box>
      <QsaRows
        diligenceId={diligenceId}
        entityId={entityId}
        rows={rows}
        busy={add.isPending}
        onAdd={(index) => add.mutate([index])}
      />
    </Box>
  );
}
