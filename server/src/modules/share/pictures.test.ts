import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  layoutPicture,
  PICTURE_SIZES,
  rasterise,
  type PictureFormat,
  type PictureSize,
} from './picture-renderer.ts'
import { craquePicture } from './pictures/craque-picture.ts'
import type { Node } from './pictures/elements.ts'
import { previewPicture } from './pictures/preview-picture.ts'
import { rankingPicture } from './pictures/ranking-picture.ts'
import { resultPicture } from './pictures/result-picture.ts'
import { seasonPicture } from './pictures/season-picture.ts'
import { teamsPicture } from './pictures/teams-picture.ts'

const LONG_NAME = 'Wellington Ferreira da Silva Júnior dos Santos Conceição'
const groupName = 'Pelada da Conceição'
const subtitle = 'quinta, 05/06 às 20:00 · Campo do Zé'

type TextBox = { text: string; left: number; top: number; width: number; height: number }

/** The picture through each step: its SVG, where each text landed, and the decoded PNG. */
async function draw(picture: Node, size: PictureSize) {
  const texts: TextBox[] = []
  const svg = await layoutPicture(picture, size, (node) => {
    if (typeof node.textContent === 'string' && node.textContent.trim()) {
      const { left, top, width, height } = node
      texts.push({ text: node.textContent, left, top, width, height })
    }
  })
  const png = await rasterise(svg)
  const image = sharp(png)
  const { width, height, format } = await image.metadata()
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
  return { svg, png, texts, width, height, format, data, channels: info.channels }
}

type Drawn = Awaited<ReturnType<typeof draw>>

/** How many distinct colours a region of the PNG has: 1 is blank. */
function coloursIn(drawn: Drawn, box: Omit<TextBox, 'text'>) {
  const seen = new Set<number>()
  const x0 = Math.max(0, Math.floor(box.left))
  const y0 = Math.max(0, Math.floor(box.top))
  const x1 = Math.min(drawn.width!, Math.ceil(box.left + box.width))
  const y1 = Math.min(drawn.height!, Math.ceil(box.top + box.height))
  for (let y = y0; y < y1; y += 2) {
    for (let x = x0; x < x1; x += 2) {
      const i = (y * drawn.width! + x) * drawn.channels
      seen.add((drawn.data[i]! << 16) | (drawn.data[i + 1]! << 8) | drawn.data[i + 2]!)
    }
  }
  return seen.size
}

/** Every word is laid out inside the picture and painted there (glyphs differ from the ground). */
function expectTextsShown(drawn: Drawn, words: string[]) {
  const laidOut = drawn.texts.map((t) => t.text).join(' ')
  for (const word of words) expect(laidOut).toContain(word)
  for (const text of drawn.texts) {
    expect(text.left, text.text).toBeGreaterThanOrEqual(0)
    expect(text.left + text.width, text.text).toBeLessThanOrEqual(drawn.width! + 0.5)
    expect(text.top + text.height, text.text).toBeLessThanOrEqual(drawn.height! + 0.5)
    expect(coloursIn(drawn, text), text.text).toBeGreaterThan(2)
  }
}

function expectPng(drawn: Drawn, size: PictureSize) {
  expect(drawn.format).toBe('png')
  expect({ width: drawn.width, height: drawn.height }).toEqual(PICTURE_SIZES[size])
  expect(drawn.png.subarray(1, 4).toString()).toBe('PNG')
  expect(coloursIn(drawn, { left: 0, top: 0, ...PICTURE_SIZES[size] })).toBeGreaterThan(50)
  // librsvg paints each mask on a surface as large as the picture (ADR 048): none is used.
  expect(drawn.svg).not.toContain('mask="url(')
}

// A member's photo as the share service hands it to a picture.
const PHOTO = `data:image/jpeg;base64,${(
  await sharp({ create: { width: 320, height: 320, channels: 3, background: '#c08040' } })
    .jpeg()
    .toBuffer()
).toString('base64')}`

const teams = {
  groupName,
  bidNumber: 12,
  subtitle,
  teams: [1, 2, 3, 4].map((teamId) => ({
    teamId,
    players: [
      { name: `Goleiro ${teamId}`, position: 'goalkeeper' as const, goalkeeper: true },
      {
        name: teamId === 1 ? LONG_NAME : `Zé Ávila ${teamId}`,
        position: 'defender' as const,
        goalkeeper: false,
      },
      { name: `Ítalo Ñandú ${teamId} ⚽`, position: 'striker' as const, goalkeeper: false },
      { name: `Conceição ${teamId}`, position: null, goalkeeper: false },
    ],
  })),
  reserves: ['Çico'],
}

describe.each(['square', 'story'] as const satisfies PictureFormat[])(
  'the %s pictures',
  (format) => {
    it('draw the teams: names, accents, positions, goalkeepers, a long name cut', async () => {
      const drawn = await draw(teamsPicture(teams, format), format)
      expectPng(drawn, format)
      expectTextsShown(drawn, [
        'Times do BID #12',
        'Zé Ávila 2',
        'Ítalo Ñandú 3',
        'Zagueiro',
        'Reservas',
      ])
      // Emoji are Twemoji pictures, not a font's missing glyph: at least each goalkeeper’s glove.
      expect(drawn.svg.match(/<image[^>]+data:image\/svg\+xml/g)?.length).toBeGreaterThanOrEqual(4)
    })

    it('draw the result: scores, scorers and assists, the craque', async () => {
      const view = {
        groupName,
        bidNumber: 12,
        subtitle,
        matches: [{ homeTeamId: 1, awayTeamId: 2, homeGoals: 3, awayGoals: 2 }],
        players: [
          { name: 'Gabigol', goals: 3, assists: 1 },
          { name: 'Ânderson', goals: 0, assists: 2 },
        ],
        craques: ['Gabigol'],
      }
      const drawn = await draw(resultPicture(view, format), format)
      expectPng(drawn, format)
      expectTextsShown(drawn, ['Resultado do BID #12', '3 × 2', 'Ânderson', 'Craque: Gabigol'])
    })

    it('draw the craque card, the ranking and the season card', async () => {
      const craque = await draw(
        craquePicture(
          {
            groupName,
            bidNumber: 12,
            subtitle: '05/06',
            winners: [{ name: 'João Conceição', photoUrl: null, goals: 2, assists: 1 }],
            votes: 7,
          },
          format,
          [PHOTO],
        ),
        format,
      )
      expectPng(craque, format)
      expectTextsShown(craque, ['Craque da partida', 'João Conceição', 'Eleito com 7 votos'])

      const rows = Array.from({ length: 10 }, (_, i) => ({
        name: i === 3 ? LONG_NAME : `Artilheiro ${i + 1}`,
        goals: 20 - i,
        games: 10,
        average: (20 - i) / 10,
      }))
      const ranking = await draw(rankingPicture({ groupName, season: 2026, rows }, format), format)
      expectPng(ranking, format)
      expectTextsShown(ranking, ['Artilheiros 2026', 'Artilheiro 10', '11'])

      const season = await draw(
        seasonPicture(
          {
            groupName,
            season: 2026,
            name: 'Márcia Lúcia',
            photoUrl: null,
            games: 18,
            goals: 23,
            assists: 9,
            winRate: 61,
            craqueAwards: 3,
          },
          format,
          null,
        ),
        format,
      )
      expectPng(season, format)
      expectTextsShown(season, ['Márcia Lúcia', 'ML', '61%', 'assistências', 'vezes craque'])
    })
  },
)

describe('the link preview picture', () => {
  it('shows the next BID and its count at 1200×630, and no name', async () => {
    const view = {
      bidNumber: 12,
      when: 'quinta, 05/06 às 20:00',
      location: 'Campo do Zé',
      confirmed: 18,
      slots: 24,
    }
    const drawn = await draw(previewPicture(view), 'preview')
    expectPng(drawn, 'preview')
    expectTextsShown(drawn, ['BID #12', 'quinta, 05/06 às 20:00', '18/24 confirmados'])
  })
})
