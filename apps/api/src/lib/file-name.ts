import { FILE_NAME_MAX } from '@lince/contracts';
import { safeFilename } from './storage/plugin.ts';

/**
 * The name a file was sent with, made safe to keep and show: no folder part, no control or
 * direction-override characters, spaces collapsed, NFC, at most FILE_NAME_MAX characters (the
 * extension kept when it is cut); accents stay. Nothing left: `arquivo.{extension}`.
 */
export function cleanFileName(raw: string, fallbackExtension: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const chars = [...cleaned];
  if (!chars.length) return `arquivo.${fallbackExtension}`;
  if (chars.length <= FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? [...cleaned.slice(dot)] : [];
  const stem = [...(extension.length ? cleaned.slice(0, dot) : cleaned)];
  return [...stem.slice(0, FILE_NAME_MAX - extension.length), ...extension].join('').trim();
}

/** RFC 8187 `filename*`: UTF-8, percent-encoded (the Portuguese name intact for browsers). */
const encoded = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** `inline` or `attachment`, with an ASCII `filename` for old clients and the real name as `filename*`. */
export const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${safeFilename(name)}"; filename*=UTF-8''${encoded(name)}`;
