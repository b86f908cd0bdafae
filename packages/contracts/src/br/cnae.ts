/**
 * A CNAE code (IBGE's economic activity, subclass of 7 digits) as the IBGE writes it:
 * `4120-4/00`. The public CNPJ APIs send it as a number, so a code of division 01–09 arrives
 * without its leading zero (`600001`): 6 digits are that code, `0600-0/01`. Anything else is shown
 * as given. The one formatter of the principal and the secondary CNAEs, on screen and in reports.
 */
export function formatCnae(code: string): string {
  const digits = code.replace(/\D/g, '');
  const whole = digits.length === 6 ? `0${digits}` : digits;
  if (whole.length !== 7) return code;
  return `${whole.slice(0, 4)}-${whole.slice(4, 5)}/${whole.slice(5)}`;
}

/** A CNAE as one line: `0600-0/01 — Extração de petróleo e gás natural`. */
export function cnaeText(cnae: { codigo: string; descricao: string }): string {
  const code = formatCnae(cnae.codigo);
  return cnae.descricao ? `${code} — ${cnae.descricao}` : code;
}
