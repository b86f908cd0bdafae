import {
  SITUACAO_CADASTRAL_LABELS,
  SITUACAO_CPF_LABELS,
  type RegistrationData,
} from '@lince/contracts/registrations';

export interface Situation {
  /** "Situação cadastral" of a CNPJ or "Situação do CPF". */
  label: string;
  value: string;
  /** ATIVA (CNPJ) or Regular (CPF): nothing to report. */
  regular: boolean;
  /** Baixada, Inapta, Nula, Cancelada, Titular falecido: the gravest. */
  grave: boolean;
}

const GRAVE = new Set(['INAPTA', 'BAIXADA', 'NULA', 'CANCELADA', 'TITULAR_FALECIDO']);

/** The situação of a snapshot at the Receita, with how it weighs. */
export function situationOf(data: RegistrationData): Situation {
  if (data.kind === 'PJ')
    return {
      label: 'Situação cadastral',
      value: SITUACAO_CADASTRAL_LABELS[data.situacaoCadastral],
      regular: data.situacaoCadastral === 'ATIVA',
      grave: GRAVE.has(data.situacaoCadastral),
    };
  return {
    label: 'Situação do CPF',
    value: SITUACAO_CPF_LABELS[data.situacaoCpf],
    regular: data.situacaoCpf === 'REGULAR',
    grave: GRAVE.has(data.situacaoCpf),
  };
}
