import { z } from 'zod';
import type { Entity } from '@lince/contracts/entities';
import {
  SITUACOES_CADASTRAIS,
  SITUACOES_CPF,
  type Cnae,
  type RegistrationData,
} from '@lince/contracts/registrations';
import { cnaeText } from '@lince/contracts/br/cnae';

/** Money typed the Brazilian way (`1.500.000,50`, `R$ 10,00`) as a decimal string; null if empty. */
export function parseMoneyInput(text: string): string | null | undefined {
  const t = text.replace(/R\$|\s/g, '');
  if (!t) return null;
  if (!/^\d{1,3}(\.?\d{3})*(,\d{1,2})?$/.test(t)) return undefined;
  const [whole, cents] = t.replace(/\./g, '').split(',');
  return cents ? `${whole}.${cents.padEnd(2, '0')}` : whole;
}
export const moneyInput = (decimal: string | null) => (decimal ?? '').replace('.', ',');

/** One CNAE per line, `4120-4/00 — Construção de edifícios` (the code then its description). */
export function parseCnaeLines(text: string): Cnae[] {
  return text
    .split('\n')
    .map((line) => /^\s*([\d.\-/]+)\s*[-–—:]?\s*(.*?)\s*$/.exec(line))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ codigo: m[1]!.replace(/\D/g, ''), descricao: m[2]! }));
}
export const cnaeLines = (cnaes: Cnae[]) => cnaes.map(cnaeText).join('\n');

const day = z
  .string()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Data inválida (dd/mm/aaaa).');
const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label}: texto longo demais (máximo ${max} caracteres).`);

const PartnerRowSchema = z.object({
  nome: text(200, 'Nome do sócio').min(1, 'Informe o nome do sócio.'),
  documento: text(32, 'Documento'),
  qualificacao: text(200, 'Qualificação'),
  entrada: day,
});

export const PjFormSchema = z.object({
  razaoSocial: text(200, 'Razão social').min(1, 'Informe a razão social.'),
  nomeFantasia: text(200, 'Nome fantasia'),
  situacaoCadastral: z.enum(SITUACOES_CADASTRAIS, { error: 'Escolha a situação cadastral.' }),
  dataSituacaoCadastral: day,
  dataInicioAtividade: day,
  naturezaJuridica: text(200, 'Natureza jurídica'),
  porte: text(100, 'Porte'),
  cnaePrincipal: z.string().refine((v) => parseCnaeLines(v).length <= 1, 'Um só CNAE principal.'),
  cnaesSecundarios: z.string(),
  capitalSocial: z
    .string()
    .refine((v) => parseMoneyInput(v) !== undefined, 'Capital social inválido (ex.: 1.500,00).'),
  logradouro: text(200, 'Logradouro'),
  numero: text(20, 'Número'),
  complemento: text(200, 'Complemento'),
  bairro: text(100, 'Bairro'),
  municipio: text(100, 'Município'),
  uf: text(2, 'UF'),
  cep: text(9, 'CEP'),
  qsa: z.array(PartnerRowSchema).max(500),
});
export type PjFormValues = z.input<typeof PjFormSchema>;

export const PfFormSchema = z.object({
  nome: text(200, 'Nome').min(1, 'Informe o nome.'),
  situacaoCpf: z.enum(SITUACOES_CPF, { error: 'Escolha a situação do CPF.' }),
  nascimento: day,
});
export type PfFormValues = z.input<typeof PfFormSchema>;

export const emptyPartner = () => ({ nome: '', documento: '', qualificacao: '', entrada: '' });

/** The form's first values: the snapshot shown (corrected by hand), else what was declared. */
export function pjDefaults(entity: Entity, shown: RegistrationData | null): PjFormValues {
  const d = shown?.kind === 'PJ' ? shown : null;
  const a = entity.address;
  return {
    razaoSocial: d?.razaoSocial ?? entity.name,
    nomeFantasia: d?.nomeFantasia ?? '',
    situacaoCadastral: d?.situacaoCadastral ?? ('' as never),
    dataSituacaoCadastral: d?.dataSituacaoCadastral ?? '',
    dataInicioAtividade: d?.dataInicioAtividade ?? entity.birthOrFoundationDate ?? '',
    naturezaJuridica: d?.naturezaJuridica ?? '',
    porte: d?.porte ?? '',
    cnaePrincipal: d?.cnaePrincipal ? cnaeLines([d.cnaePrincipal]) : '',
    cnaesSecundarios: d ? cnaeLines(d.cnaesSecundarios) : '',
    capitalSocial: moneyInput(d?.capitalSocial ?? null),
    logradouro: d?.endereco?.logradouro ?? a?.logradouro ?? '',
    numero: d?.endereco?.numero ?? a?.numero ?? '',
    complemento: d?.endereco?.complemento ?? a?.complemento ?? '',
    bairro: d?.endereco?.bairro ?? a?.bairro ?? '',
    municipio: d?.endereco?.municipio ?? a?.cidade ?? '',
    uf: d?.endereco?.uf ?? a?.uf ?? '',
    cep: d?.endereco?.cep ?? a?.cep ?? '',
    qsa: (d?.qsa ?? []).map((p) => ({
      nome: p.nome,
      documento: p.documento ?? '',
      qualificacao: p.qualificacao,
      entrada: p.entrada ?? '',
    })),
  };
}

export function pfDefaults(entity: Entity, shown: RegistrationData | null): PfFormValues {
  const d = shown?.kind === 'PF' ? shown : null;
  return {
    nome: d?.nome ?? entity.name,
    situacaoCpf: d?.situacaoCpf ?? ('' as never),
    nascimento: d?.nascimento ?? entity.birthOrFoundationDate ?? '',
  };
}

const orNull = (v: string) => v || null;

/** The typed company as the API's `data` (`source: 'MANUAL'`). */
export function toPjData(v: z.output<typeof PjFormSchema>): RegistrationData {
  const address = [v.logradouro, v.numero, v.complemento, v.bairro, v.municipio, v.uf, v.cep];
  return {
    kind: 'PJ',
    razaoSocial: v.razaoSocial,
    nomeFantasia: v.nomeFantasia,
    situacaoCadastral: v.situacaoCadastral,
    dataSituacaoCadastral: orNull(v.dataSituacaoCadastral),
    dataInicioAtividade: orNull(v.dataInicioAtividade),
    naturezaJuridica: v.naturezaJuridica,
    porte: v.porte,
    cnaePrincipal: parseCnaeLines(v.cnaePrincipal)[0] ?? null,
    cnaesSecundarios: parseCnaeLines(v.cnaesSecundarios),
    capitalSocial: parseMoneyInput(v.capitalSocial) ?? null,
    endereco: address.some(Boolean)
      ? {
          logradouro: v.logradouro,
          numero: v.numero,
          complemento: v.complemento,
          bairro: v.bairro,
          municipio: v.municipio,
          uf: v.uf.toUpperCase(),
          cep: v.cep.replace(/\D/g, ''),
        }
      : null,
    qsa: v.qsa.map((p) => ({
      nome: p.nome,
      documento: p.documento.includes('*')
        ? p.documento
        : orNull(p.documento.replace(/[.\-/\s]/g, '').toUpperCase()),
      qualificacao: p.qualificacao,
      entrada: orNull(p.entrada),
    })),
  };
}

export const toPfData = (v: z.output<typeof PfFormSchema>): RegistrationData => ({
  kind: 'PF',
  nome: v.nome,
  situacaoCpf: v.situacaoCpf,
  nascimento: orNull(v.nascimento),
});
