import {
  REPORT_PAGE_LABEL,
  REPORT_VERIFICATION_LABEL,
  type ReportColumn,
  type ReportDocument,
  type ReportTone,
} from '@lince/contracts/report-document';

/**
 * What the PDF and DOCX renderers share (decision 038): the palette, how a tone is marked, the
 * cleaned text and the cover's lines, so that both print the same words in the same order.
 */

/** The theme's primary colour (apps/web/src/app/theme.ts), used when the cover's is not #rrggbb. */
export const DEFAULT_ACCENT = '#444CE7';

export const PALETTE = {
  text: '#101828',
  muted: '#475467',
  rule: '#D0D5DD',
  zebra: '#F5F6F8',
  noteFill: '#F9FAFB',
  white: '#FFFFFF',
} as const;

/**
 * A tone is a colour (darker than the theme's so it reads at 4.5:1 on white and on the zebra
 * rows) and a weight or a style: bold for `alerta` and `sucesso`, italic for `suave`.
 */
export const TONE_STYLE: Record<ReportTone, { color: string; bold: boolean; italic: boolean }> = {
  alerta: { color: '#B42318', bold: true, italic: false },
  sucesso: { color: '#027A48', bold: true, italic: false },
  suave: { color: '#475467', bold: false, italic: true },
};

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `weight` of `hex` mixed with `other` (0 → hex, 1 → other). */
export function mix(hex: string, other: string, weight: number): string {
  const a = channels(hex);
  const b = channels(other);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * weight) as [number, number, number]);
}

/** The colours drawn from the cover's accent. */
export interface AccentColours {
  /** The accent itself: the cover band, the table headers' fill. */
  fill: string;
  /** Text on the accent fill: white, or near-black when white falls under 4.5:1. */
  onFill: string;
  /** The accent darkened until it reads at 4.5:1 on white: headings, the cover's title. */
  text: string;
  /** A light tint: the rules under headings, the note boxes' edge. */
  tint: string;
}

export function accentColours(accentColor: string): AccentColours {
  const fill = /^#[0-9a-f]{6}$/i.test(accentColor) ? accentColor.toUpperCase() : DEFAULT_ACCENT;
  let text = fill;
  for (let step = 1; step <= 10 && contrast(text, PALETTE.white) < 4.5; step += 1) {
    text = mix(fill, '#000000', step / 10);
  }
  return {
    fill,
    onFill: contrast(fill, PALETTE.white) >= 4.5 ? PALETTE.white : PALETTE.text,
    text,
    tint: mix(fill, PALETTE.white, 0.75),
  };
}

/**
 * Text as printed: characters XML 1.0 refuses (controls, lone surrogates, U+FFFE/F) dropped — a
 * DOCX holding one would not open — and the same in the PDF, so both print the same string.
 */
export function clean(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
  );
}

/** "1. Resumo executivo": sections are numbered from 1 in the order they come. */
export function sectionTitle(index: number, title: string): string {
  return `${index + 1}. ${clean(title)}`;
}

/** The footer's lines, the same on every page but the page label. */
export function footerLines(document: ReportDocument, verificationCode: string) {
  return {
    text: clean(document.cover.footerText),
    code: `${REPORT_VERIFICATION_LABEL}: ${clean(verificationCode)}`,
    page: REPORT_PAGE_LABEL,
  };
}

/** The cover's text, in the order both renderers print it (under the logo, when there is one). */
export function coverLines(document: ReportDocument, verificationCode: string) {
  const { cover } = document;
  return {
    companyName: clean(cover.companyName),
    reportTitle: clean(cover.reportTitle),
    diligenceCode: clean(cover.diligenceCode),
    diligenceTitle: clean(cover.diligenceTitle),
    details: [
      { label: 'Data de emissão', value: clean(cover.date) },
      { label: REPORT_VERIFICATION_LABEL, value: clean(verificationCode) },
    ],
    notice:
      'A autenticidade deste relatório pode ser conferida no Lince com o código de verificação.',
  };
}

/** Column shares of a width, by the columns' weights (default 1). */
export function columnShares(columns: ReportColumn[], width: number): number[] {
  const weights = columns.map((column) => column.weight ?? 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (width * weight) / total);
}

/** The sentence printed in place of a table with no row. */
export const EMPTY_TABLE = 'Nenhum registro.';
