import { READABLE_FILE_TYPES, type ReadingOrigin } from '@lince/contracts';
import { AppError } from '../../../lib/app-error.ts';
import { decodeImageSafely } from '../../../lib/images/index.ts';
import { OCR_MAX_SIDE, OcrError, type GreyPage, type OcrReader } from './ocr.ts';
import { repairOcrDigits } from './ocr-digits.ts';
import type { PdfTextExtractor } from './pdf-text.ts';

/** The files a reading reads (a certidão's PDF, scan or photo). */
export const READABLE_TYPES: ReadonlySet<string> = new Set(READABLE_FILE_TYPES);

/** The text of a file: from a PDF's text layer, or by OCR from a scan or a photo. */
export interface FileText {
  text: string;
  origin: ReadingOrigin;
  /** The OCR's confidence, 0–100 (null for a text layer). */
  confidence: number | null;
  /** Pages of the file, and pages read (the first ones). */
  pages: number;
  readPages: number;
}

export interface TextReaders {
  extractor: PdfTextExtractor;
  ocr: OcrReader;
}

/**
 * A PNG or JPEG as the OCR takes it: its header checked (pixels within MAX_IMAGE_PIXELS, a
 * decompression bomb refused before decoding), decoded by libvips on the thread pool, upright per
 * its EXIF orientation, on white, grey, specks smoothed away (a 3 × 3 median: a phone photo's
 * noise made the OCR misread words, 81 of 88 fields right without it, 88 with it), within
 * OCR_MAX_SIDE pixels a side (never enlarged).
 */
async function greyPageOf(data: Uint8Array): Promise<GreyPage> {
  try {
    const { data: pixels, info } = await decodeImageSafely(Buffer.from(data), (image) =>
      image
        .flatten({ background: '#ffffff' })
        .greyscale()
        .median(3)
        .resize({
          width: OCR_MAX_SIDE,
          height: OCR_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .raw(),
    );
    if (info.channels !== 1) throw new OcrError('IMAGE_CORRUPT');
    return { width: info.width, height: info.height, data: new Uint8Array(pixels) };
  } catch (error) {
    if (error instanceof AppError)
      throw new OcrError(error.statusCode === 400 ? 'IMAGE_TOO_LARGE' : 'IMAGE_CORRUPT');
    throw error;
  }
}

const fromOcr = async (ocr: OcrReader, scans: GreyPage[]) => {
  const read = await ocr.read(scans);
  return { text: repairOcrDigits(read.text), confidence: read.confidence };
};

/**
 * The text of an uploaded file, off the event loop: a PDF's text layer (the extractor's thread);
 * a PDF without one (a scan), its first pages by OCR; a PNG or JPEG (a photo or a scan), by OCR.
 * OCR text has its misread digits undone where safe (`repairOcrDigits`). The text may be empty;
 * null: a file of another type (not read).
 */
export async function textOfFile(
  readers: TextReaders,
  mimeType: string,
  data: Uint8Array,
): Promise<FileText | null> {
  if (mimeType === 'application/pdf') {
    const pdf = await readers.extractor.extract(data);
    if (pdf.scans.length === 0)
      return {
        text: pdf.text,
        origin: 'TEXTO',
        confidence: null,
        pages: pdf.pages,
        readPages: pdf.readPages,
      };
    const read = await fromOcr(readers.ocr, pdf.scans);
    return { ...read, origin: 'OCR', pages: pdf.pages, readPages: pdf.scans.length };
  }
  if (READABLE_TYPES.has(mimeType)) {
    const read = await fromOcr(readers.ocr, [await greyPageOf(data)]);
    return { ...read, origin: 'OCR', pages: 1, readPages: 1 };
  }
  return null;
}
