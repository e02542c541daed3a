import type { PictureFormat } from '../picture-renderer.ts'

export type Style = Record<string, string | number>
/** What satori lays out: React's element shape, built without React. */
export type Node = { type: string; props: Record<string, unknown> } | string | null

const element = (
  type: string,
  props: Record<string, unknown>,
  children: Node | Node[] = [],
): Node => ({
  type,
  props: { ...props, children },
})

/** A flex box whose width and height include its padding, as on the web app's screens. */
export function box(style: Style, ...children: Node[]): Node {
  return element('div', { style: { display: 'flex', boxSizing: 'border-box', ...style } }, children)
}

/** Text on at most `count` lines, cut with '…' when it does not fit (no clipping mask). */
export function lines(count: number, style: Style, text: string): Node {
  // The text as the only child: satori then reports it with the node's box (tests read it).
  return element(
    'div',
    { style: { display: 'block', lineClamp: count, minWidth: 0, ...style } },
    text,
  )
}

/** One line of text, cut with '…' when it does not fit. */
export const line = (style: Style, text: string) => lines(1, style, text)

/**
 * A picture inside the picture. The no-op transform keeps satori from drawing it through an
 * overflow mask, which librsvg paints on a surface as large as the whole picture (a photo's
 * circle stays a clip path).
 */
export function image(src: string, size: number, style: Style = {}): Node {
  return element('img', {
    src,
    width: size,
    height: size,
    style: { transform: 'translate(0px, 0px)', ...style },
  })
}

export const colours = {
  pitch: '#14532d',
  grass: '#15803d',
  lime: '#bef264',
  white: '#ffffff',
  ink: '#0f172a',
  muted: '#475569',
  card: '#ffffff',
  soft: 'rgba(255,255,255,0.82)',
} as const

/** Each drawn team's colour on the pictures, by team number (the 9th takes the 1st's again). */
export const TEAM_COLOURS = [
  '#16a34a',
  '#2563eb',
  '#dc2626',
  '#d97706',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#475569',
] as const

export const teamColour = (teamId: number) =>
  TEAM_COLOURS[(teamId - 1) % TEAM_COLOURS.length] ?? TEAM_COLOURS[0]

export const LOGO =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#ffffff"/><circle cx="16" cy="16" r="9" fill="#15803d"/><path d="M16 11.5l4.3 3.1-1.6 5h-5.4l-1.6-5z" fill="#ffffff"/></svg>',
  ).toString('base64')

/** The pitch-green ground under every picture. */
export const GROUND = `linear-gradient(160deg, ${colours.pitch} 0%, ${colours.grass} 100%)`

/**
 * The picture on its ground, given as a small picture of the gradient stretched to the whole
 * size (picture-renderer.ts): a linear gradient stretched smoothly is the same gradient, and
 * librsvg stretches a picture far faster than it paints a gradient on every pixel.
 */
export function onGround(picture: Node, ground: string, size: { width: number; height: number }) {
  // Both positioned, so the picture paints over the ground (positioned boxes paint last).
  const at = { position: 'absolute', left: 0, top: 0 } as const
  const stretched = element('img', {
    src: ground,
    ...size,
    style: { ...at, transform: 'translate(0px, 0px)' },
  })
  return box({ ...size, position: 'relative' }, stretched, box({ ...at, ...size }, picture))
}

/** Stories are drawn larger: the same content on a taller screen. */
export const scaleOf = (format: PictureFormat) => (format === 'story' ? 1.25 : 1)

/** Stories keep clear of the app's own bars at the top and bottom of the screen. */
const PADDING: Record<PictureFormat, string> = { square: '56px 64px', story: '200px 64px' }

/**
 * The brand's frame of every picture: the pitch-green ground, the logo and the group's name on
 * top, a title and its subtitle, then the picture's own content filling the rest.
 */
export function frame(input: {
  format: PictureFormat
  groupName: string
  title: string
  subtitle?: string
  content: Node
  /** Centred in the space left (a card of one person), instead of from the top. */
  centred?: boolean
}): Node {
  const { format, groupName, title, subtitle, content, centred = false } = input
  return box(
    {
      width: '100%',
      height: '100%',
      flexDirection: 'column',
      // Each child exactly as wide as the frame: a long name is cut, never widens the picture.
      alignItems: 'stretch',
      padding: PADDING[format],
      color: colours.white,
      fontFamily: 'Inter',
    },
    box(
      { alignItems: 'center', gap: 18, marginBottom: 28 },
      image(LOGO, 56),
      line({ fontSize: 34, fontWeight: 800 }, 'Bidfut'),
      line(
        { fontSize: 30, color: colours.soft, flexGrow: 1, flexBasis: 0, textAlign: 'right' },
        groupName,
      ),
    ),
    line({ fontSize: format === 'story' ? 76 : 66, fontWeight: 800, lineHeight: 1.1 }, title),
    subtitle
      ? line({ fontSize: 34, color: colours.soft, marginTop: 10, fontWeight: 400 }, subtitle)
      : null,
    box(
      {
        flexDirection: 'column',
        flexGrow: 1,
        marginTop: 36,
        minHeight: 0,
        justifyContent: centred ? 'center' : 'flex-start',
      },
      content,
    ),
  )
}

/** A white card of the content area. */
export function card(style: Style, ...children: Node[]): Node {
  return box(
    {
      flexDirection: 'column',
      backgroundColor: colours.card,
      color: colours.ink,
      borderRadius: 28,
      padding: '24px 28px',
      ...style,
    },
    ...children,
  )
}

/** A person's photo in a circle, or their initials where they have none. */
export function avatar(name: string, photo: string | null, size: number): Node {
  const ring = { borderRadius: size / 2, border: `6px solid ${colours.lime}` }
  if (photo) return image(photo, size, { ...ring, objectFit: 'cover' })
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('')
  return box(
    {
      ...ring,
      width: size,
      height: size,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: colours.pitch,
    },
    line({ fontSize: size * 0.38, fontWeight: 800 }, initials),
  )
}

/** A number and what it counts, on a white tile. */
export function statTile(label: string, value: string, width: number, k = 1): Node {
  return card(
    { width, alignItems: 'center', padding: `${20 * k}px 12px`, gap: 4 },
    line({ fontSize: 64 * k, fontWeight: 800, color: colours.grass }, value),
    line({ fontSize: 30 * k, color: colours.muted }, label),
  )
}
