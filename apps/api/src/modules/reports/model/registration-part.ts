/** An entity's registration summary: situação, the data found, divergences and the QSA. */
import {
  DIVERGENCE_FIELD_LABELS,
  REGISTRATION_CONCLUSION_LABELS,
  REGISTRATION_SOURCE_LABELS,
  SITUACAO_CADASTRAL_LABELS,
  SITUACAO_CPF_LABELS,
  cnaeText,
  formatBrl,
  formatCep,
  formatCpfCnpj,
  formatDay,
  type PjRegistrationData,
  type ReportBlock,
} from '@lince/contracts';
import { cell, field, fields, note, table, textParagraphs, type FieldRow } from './blocks.ts';
import { formatInstantDay } from './format.ts';
import type { EntityReportData } from './report-data.ts';

export const NO_REGISTRATION = 'Nenhum dado cadastral registrado para esta parte.';

function addressOf(endereco: PjRegistrationData['endereco']): string {
  if (!endereco) return '—';
  const street = [endereco.logradouro, endereco.numero, endereco.complemento]
    .filter(Boolean)
    .join(', ');
  const city = [endereco.municipio, endereco.uf].filter(Boolean).join('/');
  const cep = endereco.cep ? `CEP ${formatCep(endereco.cep)}` : '';
  return [street, endereco.bairro, city, cep].filter(Boolean).join(' — ') || '—';
}

function pjRows(data: PjRegistrationData): FieldRow[] {
  const situacao = SITUACAO_CADASTRAL_LABELS[data.situacaoCadastral];
  const since = data.dataSituacaoCadastral ? ` desde ${formatDay(data.dataSituacaoCadastral)}` : '';
  return [
    field('Razão social', data.razaoSocial),
    field('Nome fantasia', data.nomeFantasia || '—'),
    field(
      'Situação cadastral',
      `${situacao}${since}`,
      data.situacaoCadastral === 'ATIVA' ? 'sucesso' : 'alerta',
    ),
    field('Início da atividade', formatDay(data.dataInicioAtividade)),
    field('Natureza jurídica', data.naturezaJuridica || '—'),
    field('Porte', data.porte || '—'),
    field('CNAE principal', data.cnaePrincipal ? cnaeText(data.cnaePrincipal) : '—'),
    field('Capital social', formatBrl(data.capitalSocial)),
    field('Endereço', addressOf(data.endereco)),
  ];
}

/** The newest snapshot's data, how it was obtained, its divergences, the QSA and the conclusion. */
export function registrationBlocks({ registration }: EntityReportData): ReportBlock[] {
  if (!registration) return [note(NO_REGISTRATION)];
  const { data, divergences } = registration;
  const rows =
    data.kind === 'PJ'
      ? pjRows(data)
      : [
          field('Nome', data.nome),
          field(
            'Situação do CPF',
            SITUACAO_CPF_LABELS[data.situacaoCpf],
            data.situacaoCpf === 'REGULAR' ? 'sucesso' : 'alerta',
          ),
          field('Nascimento', formatDay(data.nascimento)),
        ];
  rows.push(
    field(
      'Origem',
      `${REGISTRATION_SOURCE_LABELS[registration.source]} em ${formatInstantDay(registration.fetchedAt)}`,
    ),
    field(
      'Conclusão da análise',
      registration.conclusion
        ? REGISTRATION_CONCLUSION_LABELS[registration.conclusion]
        : 'Não registrada',
      registration.conclusion === 'IRREGULAR'
        ? 'alerta'
        : registration.conclusion === 'REGULAR'
          ? 'sucesso'
          : undefined,
    ),
  );
  const blocks: ReportBlock[] = [
    fields(rows),
    ...textParagraphs(registration.notes, 'Observações:'),
  ];
  blocks.push(
    table(
      [
        { header: 'Campo' },
        { header: 'Declarado na diligência' },
        { header: 'Consta no cadastro' },
      ],
      divergences.map((d) => [
        cell(DIVERGENCE_FIELD_LABELS[d.field], 'alerta'),
        cell(d.declared || '—'),
        cell(d.found || '—'),
      ]),
      { caption: 'Divergências', empty: 'Nenhuma divergência entre o declarado e o cadastro.' },
    ),
  );
  if (data.kind === 'PJ')
    blocks.push(
      table(
        [
          { header: 'Sócio ou administrador', weight: 3 },
          { header: 'CPF/CNPJ', weight: 2 },
          { header: 'Qualificação', weight: 2 },
          { header: 'Entrada', weight: 1 },
        ],
        data.qsa.map((p) => [
          cell(p.nome),
          cell(p.documento ? formatCpfCnpj(p.documento) : '—'),
          cell(p.qualificacao || '—'),
          cell(formatDay(p.entrada)),
        ]),
        { caption: 'Quadro de sócios e administradores (QSA)', empty: 'QSA não informado.' },
      ),
    );
  return blocks;
}
