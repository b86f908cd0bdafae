import { formatCep } from '@lince/contracts/br/cep';
import {
  DIVERGENCE_FIELD_LABELS,
  type DivergenceField,
  type Registration,
} from '@lince/contracts/registrations';
import type { Entity } from '@lince/contracts/entities';
import { formatDay } from '../../../lib/format.ts';

export interface ComparisonRow {
  field: DivergenceField;
  label: string;
  declared: string;
  found: string;
  /** The API found them different (names compared without accents, case, suffixes…). */
  divergent: boolean;
}

const cepText = (cep: string | undefined) =>
  cep && cep.replace(/\D/g, '').length === 8 ? formatCep(cep) : '—';
const street = (logradouro = '', numero = '', complemento = '') =>
  [logradouro, numero, complemento]
    .map((v) => v.trim())
    .filter(Boolean)
    .join(', ') || '—';

/**
 * What the diligence declared about the entity beside what the snapshot says: name, address, CEP,
 * foundation or birth date; `divergent` as the API's `divergences` say.
 */
export function comparisonRows(entity: Entity, r: Registration): ComparisonRow[] {
  const d = r.data;
  const a = entity.address;
  const e = d.kind === 'PJ' ? d.endereco : null;
  const divergent = new Set(r.divergences.map((v) => v.field));
  const rows: Omit<ComparisonRow, 'divergent'>[] = [
    {
      field: 'nome',
      label: d.kind === 'PJ' ? 'Razão social' : 'Nome',
      declared: entity.name,
      found: d.kind === 'PJ' ? d.razaoSocial : d.nome,
    },
  ];
  if (d.kind === 'PJ')
    rows.push(
      {
        field: 'endereco',
        label: DIVERGENCE_FIELD_LABELS.endereco,
        declared: street(a?.logradouro, a?.numero, a?.complemento),
        found: street(e?.logradouro, e?.numero, e?.complemento),
      },
      { field: 'cep', label: 'CEP', declared: cepText(a?.cep), found: cepText(e?.cep) },
    );
  rows.push({
    field: 'data',
    label: d.kind === 'PJ' ? 'Data de fundação (início da atividade)' : 'Data de nascimento',
    declared: formatDay(entity.birthOrFoundationDate),
    found: formatDay(d.kind === 'PJ' ? d.dataInicioAtividade : d.nascimento),
  });
  return rows.map((row) => ({ ...row, divergent: divergent.has(row.field) }));
}
