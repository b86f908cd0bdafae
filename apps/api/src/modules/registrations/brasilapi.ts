import {
  PjRegistrationDataSchema,
  SITUACOES_CADASTRAIS,
  onlyDigits,
  type Cnae,
  type PjRegistrationData,
  type SituacaoCadastral,
} from '@lince/contracts';

/**
 * The public BrasilAPI answer for a CNPJ (`GET /api/cnpj/v1/{cnpj}`), read loosely: what real
 * answers vary in (situação in any case or as its code, `cep` number or string, numbers as
 * strings, extra keys) is accepted; what the contract needs and is missing is named.
 */
export type BrasilApiResult =
  { ok: true; data: PjRegistrationData } | { ok: false; problem: string };

/** The Receita's codes of situação cadastral. */
const SITUACAO_CODES: Record<string, SituacaoCadastral> = {
  '1': 'NULA',
  '2': 'ATIVA',
  '3': 'SUSPENSA',
  '4': 'INAPTA',
  '8': 'BAIXADA',
};

const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .trim();

const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** `2005-11-03`, `2005-11-03T00:00:00…` or `03/11/2005` → `2005-11-03`; anything else null. */
function isoDate(value: unknown): string | null {
  const text = str(value);
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(text);
  if (iso) return iso[1]!;
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return br ? `${br[3]}-${br[2]}-${br[1]}` : null;
}

function situacao(record: Record<string, unknown>): SituacaoCadastral | null {
  const described = plain(str(record.descricao_situacao_cadastral));
  if ((SITUACOES_CADASTRAIS as readonly string[]).includes(described))
    return described as SituacaoCadastral;
  return SITUACAO_CODES[str(record.situacao_cadastral)] ?? null;
}

function cnae(codigo: unknown, descricao: unknown): Cnae | null {
  const code = str(codigo);
  if (!code || /^0+$/.test(code)) return null;
  return { codigo: code, descricao: str(descricao) };
}

/** Reais as a decimal string (`1000000.5` → `"1000000.50"`), or null. */
function money(value: unknown): string | null {
  const text = str(value).replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text).toFixed(2);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function partners(value: unknown): PjRegistrationData['qsa'] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((p) => {
    const nome = str(p.nome_socio);
    if (!nome) return [];
    const documento = str(p.cnpj_cpf_do_socio).replace(/[.\-/\s]/g, '');
    return [
      {
        nome,
        documento: documento || null,
        qualificacao: str(p.qualificacao_socio),
        entrada: isoDate(p.data_entrada_sociedade),
      },
    ];
  });
}

/** Maps a BrasilAPI-shaped answer to the contract's registration data. */
export function fromBrasilApi(body: unknown): BrasilApiResult {
  if (!isRecord(body)) return { ok: false, problem: 'o conteúdo não é um objeto JSON' };
  const razaoSocial = str(body.razao_social);
  if (!razaoSocial) return { ok: false, problem: 'falta "razao_social"' };
  const situacaoCadastral = situacao(body);
  if (!situacaoCadastral)
    return { ok: false, problem: 'falta ou é desconhecida "descricao_situacao_cadastral"' };
  const tipo = str(body.descricao_tipo_de_logradouro);
  const logradouro = str(body.logradouro);
  const cep = onlyDigits(str(body.cep)).padStart(8, '0');
  const candidate = {
    kind: 'PJ' as const,
    razaoSocial,
    nomeFantasia: str(body.nome_fantasia),
    situacaoCadastral,
    dataSituacaoCadastral: isoDate(body.data_situacao_cadastral),
    dataInicioAtividade: isoDate(body.data_inicio_atividade),
    naturezaJuridica: str(body.natureza_juridica),
    porte: str(body.porte) || str(body.descricao_porte),
    cnaePrincipal: cnae(body.cnae_fiscal, body.cnae_fiscal_descricao),
    cnaesSecundarios: Array.isArray(body.cnaes_secundarios)
      ? body.cnaes_secundarios
          .filter(isRecord)
          .map((c) => cnae(c.codigo, c.descricao))
          .filter((c): c is Cnae => c !== null)
      : [],
    capitalSocial: money(body.capital_social),
    endereco: {
      logradouro:
        tipo && !plain(logradouro).startsWith(plain(tipo)) ? `${tipo} ${logradouro}` : logradouro,
      numero: str(body.numero),
      complemento: str(body.complemento),
      bairro: str(body.bairro),
      municipio: str(body.municipio),
      uf: str(body.uf).toUpperCase(),
      cep: cep === '00000000' ? '' : cep,
    },
    qsa: partners(body.qsa),
  };
  const parsed = PjRegistrationDataSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, problem: `${issue.path.join('.') || 'conteúdo'}: ${issue.message}` };
  }
  return { ok: true, data: parsed.data };
}
