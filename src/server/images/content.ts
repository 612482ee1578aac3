import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_IMAGE_BYTES } from '../../contract/api.ts';
import { InvalidInputError, TooLargeError, UnsupportedKindError } from '../errors.ts';

/** What is stored beside the bytes: the type the content proved to be, its size and its digest (the ETag). */
export type ImageContent = { mime: string; size: number; sha256: string };

/**
 * The formats every browser shows in an <img>, keyed by what file-type reports. An animated PNG
 * (APNG) is a PNG whose first frame every decoder shows, so it is kept under the PNG type.
 */
const ACCEPTED: Record<string, string> = {
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/webp': 'image/webp',
  'image/gif': 'image/gif',
};

/**
 * Decides what an upload is from its bytes alone: the file name and the part's declared type are
 * the sender's claims, so an HTML page renamed .png, an SVG (which can carry script) or a PDF is
 * refused whatever it says it is.
 */
export async function inspectImage(bytes: Uint8Array): Promise<ImageContent> {
  if (bytes.byteLength === 0) throw new InvalidInputError('The file is empty.');
  if (bytes.byteLength > MAX_IMAGE_BYTES) {
    throw new TooLargeError(`The image is larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`);
  }
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected && ACCEPTED[detected.mime];
  if (!mime) {
    throw new UnsupportedKindError(
      `Unsupported file type${detected ? ` (${detected.mime})` : ''}: upload a PNG, JPEG, WebP or GIF image.`,
    );
  }
  return { mime, size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}
