import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { RegistrationData } from '@lince/contracts/registrations';
import { formatDay } from '../../../lib/format.ts';
import { cnaeText } from '@lince/contracts/br/cnae';
import { formatMoney, registrationAddressText } from '../lib/registration-format.ts';
import { situationOf } from '../lib/situation.ts';
import { SituationChip } from './situation-chip.tsx';

function Item({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The registration's own data in Brazilian formats: for a company the situação (chip and date),
 * opening, nature, size, capital (R$), address and CNAEs; for a person the CPF's situação and
 * birth date.
 */
export function RegistrationDetails({ data }: { data: RegistrationData }) {
  const s = situationOf(data);
  const grid = {
    display: 'grid',
    gap: 1.5,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    m: 0,
  };
  if (data.kind === 'PF')
    return (
      <Box component="dl" sx={grid}>
        <Item term={s.label}>
          <SituationChip data={data} />
        </Item>
        <Item term="Nome">{data.nome}</Item>
        <Item term="Nascimento">{formatDay(data.nascimento)}</Item>
      </Box>
    );
  return (
    <Box component="dl" sx={grid}>
      <Item term={s.label}>
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
          <SituationChip data={data} />
          {data.dataSituacaoCadastral && `desde ${formatDay(data.dataSituacaoCadastral)}`}
        </Box>
      </Item>
      <Item term="Nome fantasia">{data.nomeFantasia || '—'}</Item>
      <Item term="Início da atividade">{formatDay(data.dataInicioAtividade)}</Item>
      <Item term="Natureza jurídica">{data.naturezaJuridica || '—'}</Item>
      <Item term="Porte">{data.porte || '—'}</Item>
      <Item term="Capital social">{formatMoney(data.capitalSocial)}</Item>
      <Item term="Endereço" wide>
        {registrationAddressText(data)}
      </Item>
      <Item term="CNAE principal" wide>
        {data.cnaePrincipal ? cnaeText(data.cnaePrincipal) : '—'}
      </Item>
      <Item term={`CNAEs secundários (${data.cnaesSecundarios.length})`} wide>
        {data.cnaesSecundarios.length === 0 ? (
          '—'
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {data.cnaesSecundarios.map((c, i) => (
              <li key={`${c.codigo}-${i}`}>{cnaeText(c)}</li>
            ))}
          </Box>
        )}
      </Item>
    </Box>
  );
}
