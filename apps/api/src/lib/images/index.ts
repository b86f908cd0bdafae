/**
 * Images: every PNG/JPEG the API takes in (avatars, logos; document previews later) is decoded
 * here, by libvips (sharp) on the thread pool, after its header has been checked — never in
 * JavaScript on the event loop. See decision 006.
 */
export {
  decodeImageSafely,
  imageTooLarge,
  MAX_IMAGE_PIXELS,
  readImageHeader,
  unreadableImage,
  type ImageHeader,
  type ImageMime,
} from './decode.ts';
export { reencodeSquare, reencodeWithin, type EncodedImage } from './reencode.ts';
export { replaceWithReencoded } from './stored.ts';
