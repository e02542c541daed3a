import { positionLabels, type Position } from '@bidfut/domain/contracts/enums'
import { PICTURE_SIZES, type PictureFormat } from '../picture-renderer.ts'
import { box, card, colours, frame, line, teamColour, type Node } from './elements.ts'

export type TeamsView = {
  groupName: string
  bidNumber: number
  /** 'quinta, 05/06 às 20:00 · Campo do Zé' */
  subtitle: string
  teams: {
    teamId: number
    players: { name: string; position: Position | null; goalkeeper: boolean }[]
  }[]
  reserves: string[]
}

// The content area: the frame's header and title take the rest.
const CONTENT_HEIGHT: Record<PictureFormat, number> = { square: 700, story: 1240 }
const CONTENT_WIDTH = 1080 - 2 * 64
const GAP = 20

/**
 * The columns that give the largest type: each player a name line with the position under it,
 * the tallest team of a row setting its height; a name gets at least ~10 characters of room
 * (nicknames mostly fit; a longer name ends in …).
 */
export function teamsGrid(teamSizes: number[], format: PictureFormat, reserveLines: number) {
  let best = { columns: 1, fontSize: 0 }
  for (let columns = 1; columns <= Math.min(3, teamSizes.length); columns++) {
    let lines = reserveLines
    let rows = 0
    for (let i = 0; i < teamSizes.length; i += columns) {
      lines += PLAYER_LINES * Math.max(...teamSizes.slice(i, i + columns)) + HEADER_LINES
      rows++
    }
    const byHeight = (CONTENT_HEIGHT[format] - (GAP + CARD_PADDING) * rows) / lines
    const byWidth = ((CONTENT_WIDTH - GAP * (columns - 1)) / columns - 48) / (10 * 0.6)
    const fontSize = Math.floor(Math.min(48, byHeight, byWidth))
    if (fontSize > best.fontSize) best = { columns, fontSize }
  }
  return best
}

// In units of the font size: a player's name and position, a team's coloured header.
const PLAYER_LINES = 2.05
const HEADER_LINES = 1.7
const CARD_PADDING = 20

function teamCard(team: TeamsView['teams'][number], fontSize: number, width: number): Node {
  const colour = teamColour(team.teamId)
  return card(
    { width, padding: 0 },
    box(
      {
        backgroundColor: colour,
        color: colours.white,
        padding: '8px 24px',
        height: fontSize * HEADER_LINES,
        borderRadius: '28px 28px 0 0',
        alignItems: 'center',
      },
      line({ fontSize: fontSize * 1.05, fontWeight: 800 }, `Time ${team.teamId}`),
    ),
    box(
      { flexDirection: 'column', padding: '6px 24px 14px' },
      ...team.players.map((player) =>
        box(
          { flexDirection: 'column', height: fontSize * PLAYER_LINES, justifyContent: 'center' },
          line({ fontSize, fontWeight: 700, lineHeight: 1.15 }, player.name),
          // The glove beside the position, so it never costs a goalkeeper's name its room.
          line(
            { fontSize: fontSize * 0.68, color: colours.muted, lineHeight: 1.15 },
            `${player.goalkeeper ? '🧤 ' : ''}${player.position ? positionLabels[player.position] : 'Sem posição'}`,
          ),
        ),
      ),
    ),
  )
}

export function teamsPicture(view: TeamsView, format: PictureFormat): Node {
  const reserves = view.reserves.length > 0 ? `Reservas: ${view.reserves.join(', ')}` : ''
  const { columns, fontSize } = teamsGrid(
    view.teams.map((team) => team.players.length),
    format,
    reserves ? 1.5 : 0,
  )
  const width = Math.floor((PICTURE_SIZES[format].width - 128 - GAP * (columns - 1)) / columns)
  return frame({
    format,
    groupName: view.groupName,
    title: `Times do BID #${view.bidNumber}`,
    subtitle: view.subtitle,
    centred: format === 'story',
    content: box(
      { flexDirection: 'column', gap: GAP },
      box(
        { flexWrap: 'wrap', gap: GAP, alignItems: 'flex-start' },
        ...view.teams.map((team) => teamCard(team, fontSize, width)),
      ),
      reserves
        ? line({ fontSize: Math.max(28, fontSize * 0.8), color: colours.soft }, reserves)
        : null,
    ),
  })
}
