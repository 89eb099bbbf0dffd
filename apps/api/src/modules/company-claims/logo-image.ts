import sharp from 'sharp';
import { CLAIM_LIMITS } from '@registre/domain';
import { UnprocessableError } from '../../errors/http-errors';
import { sniffFileType } from './sniff-file-type';

/** Most pixels a logo may decode to (guards against a small file that unpacks to a huge image). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * A logo as we serve it: its bytes must be a JPEG, PNG or WebP image that decodes, and it is
 * re-encoded as WebP fitted inside 512×512 px, so no metadata nor anything hidden in the file survives.
 */
export async function reencodeLogo(content: Buffer): Promise<Buffer> {
  if (content.byteLength > CLAIM_LIMITS.logoMaxBytes) throw new UnprocessableError('errors:claims.file-too-large');
  const type = sniffFileType(content);
  if (type === null || type === 'application/pdf') throw new UnprocessableError('errors:claims.logo-invalid');
  try {
    return await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: CLAIM_LIMITS.logoMaxPixels, height: CLAIM_LIMITS.logoMaxPixels, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new UnprocessableError('errors:claims.logo-invalid');
  }
}
