import sharp from 'sharp'
import { BadRequestError } from '../../lib/errors.ts'

export const INVALID_FILE_TYPE = 'Tipo de arquivo inválido'
const MAX_SIDE_PX = 512
// A decompression bomb (tiny file, huge canvas) is refused before it is decoded.
const MAX_INPUT_PIXELS = 100_000_000

/** Recognises JPEG, PNG and WebP by their first bytes; the name and declared type are ignored. */
export function sniffImageFormat(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return 'png'
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp'
  }
  return null
}

/**
 * Turns an uploaded photo into what we serve: upright, at most 512 px on each side, WebP,
 * with EXIF (GPS included) and every other metadata dropped by re-encoding.
 */
export async function toProfileWebp(upload: Buffer): Promise<Buffer> {
  const format = sniffImageFormat(upload)
  if (!format) throw new BadRequestError(INVALID_FILE_TYPE)
  try {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    const metadata = await image.metadata()
    if (metadata.format !== format)
      throw new Error(`declared ${format}, decoded ${metadata.format}`)
    return await image
      .rotate()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw new BadRequestError(INVALID_FILE_TYPE)
  }
}
