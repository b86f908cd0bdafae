import {
  Box,
  Button,
  Link,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Entity } from '@lince/contracts/entities';
import type { Partner } from '@lince/contracts/registrations';
import { formatDay } from '../../../lib/format.ts';
import { entityInDiligencePath } from '../../../shared/diligence/links.ts';
import { newPartyPath } from '../../../shared/diligence/new-party-link.ts';
import { partnerPrefill } from '../lib/partner-prefill.ts';
import { partnerDocument } from '../lib/registration-format.ts';
import { Block, BlockList, ColumnHeads, useNarrow } from './block-list.tsx';

export interface QsaRow {
  partner: Partner;
  index: number;
  /** The party of the diligence this partner already is. */
  present: Entity | null;
}

interface RowsProps {
  diligenceId: string;
  /** The company whose QSA this is: the parent of a partner registered by hand. */
  entityId: string;
  rows: QsaRow[];
  busy: boolean;
  onAdd: (index: number) => void;
}

/**
 * What a partner's row offers: the party it already is ("Já é parte", a link to its row), the
 * way to add it (a CPF masked the usual way becomes a party with the CPF "a completar"), or —
 * for a CPF masked past recognition — the entities screen, to register it whole.
 */
function PartnerAction({
  row,
  diligenceId,
  entityId,
  busy,
  onAdd,
}: { row: QsaRow } & Omit<RowsProps, 'rows'>) {
  const { partner: p, present } = row;
  if (present)
    return (
      <Link
        component={RouterLink}
        to={entityInDiligencePath(diligenceId, present._id)}
        aria-label={`Já é parte: ver ${present.name}`}
      >
        Já é parte
      </Link>
    );
  if (!partnerDocument(p.documento).addable)
    return (
      <Link
        component={RouterLink}
        to={newPartyPath(diligenceId, partnerPrefill(p, entityId))}
        aria-label={`Cadastrar em Partes: ${p.nome}, com o documento completo`}
      >
        Cadastrar em Partes
      </Link>
    );
  return (
    <Button
      size="small"
      disabled={busy}
      aria-label={`Adicionar como parte: ${p.nome}`}
      onClick={() => onAdd(row.index)}
    >
      Adicionar como parte
    </Button>
  );
}

function Document({ documento }: { documento: string | null }) {
  const doc = partnerDocument(documento);
  return (
    <>
      {doc.text}
      {doc.masked && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          CPF a completar
        </Typography>
      )}
    </>
  );
}

const headers = ['Nome', 'CPF/CNPJ', 'Qualificação', 'Entrada', 'Parte da diligência'];
const LABEL = 'Quadro de sócios e administradores';

function QsaGrid({ rows, ...props }: RowsProps) {
  return (
    <Table size="small" aria-label={LABEL}>
      <ColumnHeads names={headers} />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.index}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {row.partner.nome}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Document documento={row.partner.documento} />
            </TableCell>
            <TableCell>{row.partner.qualificacao || '—'}</TableCell>
            <TableCell>{formatDay(row.partner.entrada)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <PartnerAction row={row} {...props} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Narrow screens: one block per partner. */
function QsaList({ rows, ...props }: RowsProps) {
  return (
    <BlockList label={LABEL}>
      {rows.map((row) => (
        <Block key={row.index} label={row.partner.nome}>
          <Typography sx={{ fontWeight: 600 }}>{row.partner.nome}</Typography>
          <Typography variant="body2" component="div">
            <Document documento={row.partner.documento} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {row.partner.qualificacao || '—'} · entrada {formatDay(row.partner.entrada)}
          </Typography>
          <Box>
            <PartnerAction row={row} {...props} />
          </Box>
        </Block>
      ))}
    </BlockList>
  );
}

/** The QSA's partners: a table, or a list of blocks on a narrow screen. */
export function QsaRows(props: RowsProps) {
  const narrow = useNarrow();
  return narrow ? <QsaList {...props} /> : <QsaGrid {...props} />;
}
