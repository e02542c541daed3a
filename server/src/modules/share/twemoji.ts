import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

type IconSet = {
  icons: Record<string, { body: string }>
  aliases?: Record<string, { parent: string }>
  width?: number
  height?: number
}

const require = createRequire(import.meta.url)
// Iconify's Twemoji set (CC BY 4.0, ADR 048): parsed on the first emoji a picture shows, then kept.
let set: Promise<{ icons: IconSet; chars: Record<string, string> }> | undefined
const dataUris = new Map<string, string | null>()

function loadSet() {
  const json = async (file: string) =>
    JSON.parse(await readFile(require.resolve(`@iconify-json/twemoji/${file}`), 'utf8'))
  set ??= Promise.all([json('icons.json'), json('chars.json')]).then(([icons, chars]) => ({
    icons,
    chars,
  }))
  return set
}

/** '⚽' → '26bd', '👍🏽' → '1f44d-1f3fd': the set's keys leave out the emoji presentation selector. */
function codeOf(emoji: string): string {
  return [...emoji]
    .map((char) => char.codePointAt(0)!.toString(16))
    .filter((code) => code !== 'fe0f')
    .join('-')
}

/** The emoji as an SVG data URI for satori, or null when the set has no picture for it. */
export async function emojiDataUri(emoji: string): Promise<string | null> {
  const code = codeOf(emoji)
  const known = dataUris.get(code)
  if (known !== undefined) return known
  const { icons, chars } = await loadSet()
  let name = chars[code]
  if (name && !icons.icons[name]) name = icons.aliases?.[name]?.parent
  const icon = name ? icons.icons[name] : undefined
  const size = `0 0 ${icons.width ?? 16} ${icons.height ?? 16}`
  const uri = icon
    ? `data:image/svg+xml;base64,${Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${size}">${icon.body}</svg>`,
      ).toString('base64')}`
    : null
  dataUris.set(code, uri)
  return uri
}
