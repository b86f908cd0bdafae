/**
 * The cover's logo as the renderers take it: only a PNG or JPEG data URL whose bytes are what its
 * type says, with its size read from the header. Anything else — an http(s) URL, a file path, an
 * SVG, bytes that are not an image — is left out (the cover is drawn without a logo): no renderer
 * ever fetches or opens a file for an image.
 */
export interface ReportLogo {
  type: 'png' | 'jpg';
  data: Buffer;
  width: number;
  height: number;
}

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;

function pngSize(data: Buffer): { width: number; height: number } | null {
  const signature = '89504e470d0a1a0a';
  if (data.length < 24 || data.subarray(0, 8).toString('hex') !== signature) return null;
  if (data.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

function jpegSize(data: Buffer): { width: number; height: number } | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    // Start of frame (SOF0–SOF15 but DHT, JPG and DAC): height, then width.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

export function readLogo(dataUrl: string | undefined): ReportLogo | null {
  if (!dataUrl) return null;
  const match = DATA_URL.exec(dataUrl);
  if (!match) return null;
  const data = Buffer.from(match[2]!, 'base64');
  const type = match[1] === 'png' ? 'png' : 'jpg';
  const size = type === 'png' ? pngSize(data) : jpegSize(data);
  if (!size || size.width === 0 || size.height === 0) return null;
  return { type, data, ...size };
}

/** The logo's size scaled to fit a box, proportions kept. */
export function fitInto(logo: ReportLogo, maxWidth: number, maxHeight: number) {
  const scale = Math.min(maxWidth / logo.width, maxHeight / logo.height, 1);
  return { width: Math.round(logo.width * scale), height: Math.round(logo.height * scale) };
}
