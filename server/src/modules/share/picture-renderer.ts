import { readFile } from 'node:fs/promises'
import path from 'node:path'
import satori, { type SatoriNode } from 'satori'
import sharp from 'sharp'
import { box, GROUND, onGround, type Node } from './pictures/elements.ts'
import { emojiDataUri } from './twemoji.ts'

/** Square for the group chat, tall for stories ('?formato=story'), wide for a link's preview. */
export const PICTURE_SIZES = {
  square: { width: 1080, height: 1080 },
  story: { width: 1080, height: 1920 },
  preview: { width: 1200, height: 630 },
} as const
export type PictureSize = keyof typeof PICTURE_SIZES
export type PictureFormat = Exclude<PictureSize, 'preview'>

// Inter (SIL OFL 1.1, fonts/OFL.txt), shipped beside this file; the production build copies
// the folder beside dist/main.js, as it does the migrations.
const FONTS_DIR = path.resolve(import.meta.dirname, 'fonts')
const WEIGHTS = [400, 700, 800] as const
type Fonts = Parameters<typeof satori>[1]['fonts']
let fonts: Promise<Fonts> | undefined

function loadFonts(): Promise<Fonts> {
  fonts ??= Promise.all(
    WEIGHTS.flatMap((weight) =>
      // Latin first, then latin-ext: satori takes each glyph from the first font that has it.
      ['latin', 'latin-ext'].map(async (subset) => ({
        name: 'Inter',
        weight,
        style: 'normal' as const,
        data: await readFile(path.join(FONTS_DIR, `inter-${subset}-${weight}-normal.woff`)),
      })),
    ),
  )
  return fonts
}

async function loadAdditionalAsset(languageCode: string, segment: string) {
  if (languageCode !== 'emoji') return []
  return (await emojiDataUri(segment)) ?? []
}

// The ground is drawn this many times smaller: every size divides by it.
const GROUND_SHRINK = 30
const grounds = new Map<PictureSize, Promise<string>>()

/** The gradient ground of a size, drawn small once as a PNG data URI (see onGround). */
function groundOf(size: PictureSize): Promise<string> {
  let ground = grounds.get(size)
  if (!ground) {
    const { width, height } = PICTURE_SIZES[size]
    const small = { width: width / GROUND_SHRINK, height: height / GROUND_SHRINK }
    ground = loadFonts()
      .then((fonts) =>
        satori(box({ ...small, backgroundImage: GROUND }) as never, { ...small, fonts }),
      )
      .then((svg) => sharp(Buffer.from(svg)).png().toBuffer())
      .then((png) => `data:image/png;base64,${png.toString('base64')}`)
    grounds.set(size, ground)
  }
  return ground
}

/**
 * The picture laid out as SVG: every text as glyph outlines in our fonts, emoji as Twemoji
 * images, so the rasteriser needs no font of its own. `onNode` sees each laid-out node (tests
 * read where each text landed).
 */
export async function layoutPicture(
  picture: Node,
  size: PictureSize,
  onNode?: (node: SatoriNode) => void,
): Promise<string> {
  // satori's types name React's node; ours is the same shape.
  const grounded = onGround(picture, await groundOf(size), PICTURE_SIZES[size])
  return satori(grounded as Parameters<typeof satori>[0], {
    ...PICTURE_SIZES[size],
    fonts: await loadFonts(),
    loadAdditionalAsset,
    onNodeDetected: onNode,
  })
}

/**
 * SVG → PNG through sharp (librsvg, then libspng). zlib's level 3 deflates in half the time of 6
 * for files about 13 % larger: the pixels are the same, and the chat app recompresses anyway.
 */
export function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer()
}

export async function renderPicture(picture: Node, size: PictureSize): Promise<Buffer> {
  return rasterise(await layoutPicture(picture, size))
}
