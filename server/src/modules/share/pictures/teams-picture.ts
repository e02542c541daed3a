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
 * The columns that give the largest type: every team's players one per line, the tallest team
 * of each row setting its height. Names get at least ~14 characters of room.
 */
export function teamsGrid(teamSizes: number[], format: PictureFormat, reserveLines: number) {
  let best = { columns: 1, fontSize: 0 }
  for (let columns = 1; columns <= Math.min(3, teamSizes.length); columns++) {
    let lines = reserveLines
    let rows = 0
    for (let i = 0; i < teamSizes.length; i += columns) {
      lines += Math.max(...teamSizes.slice(i, i + columns)) + 1.4
      rows++
    }
    const height = CONTENT_HEIGHT[format] - GAP * rows - 48 * rows
    const byHeight = (height / lines) * 0.68
    const byWidth = ((CONTENT_WIDTH - GAP * (columns - 1)) / columns - 56) / 14 / 0.58
    const fontSize = Math.floor(Math.min(44, byHeight, byWidth))
    if (fontSize > best.fontSize) best = { columns, fontSize }
  }
  return best
}

function teamCard(team: TeamsView['teams'][number], fontSize: number, width: number): Node {
  const colour = teamColour(team.teamId)
  return card(
    { width, padding: 0 },
    box(
      {
        backgroundColor: colour,
        color: colours.white,
        padding: '10px 24px',
        borderRadius: '28px 28px 0 0',
        alignItems: 'center',
        justifyContent: 'space-between',
      },
      line({ fontSize: fontSize * 1.1, fontWeight: 800 }, `Time ${team.teamId}`),
      line({ fontSize: fontSize * 0.8, fontWeight: 700 }, `${team.players.length}`),
    ),
    box(
      { flexDirection: 'column', padding: '8px 24px 12px' },
      ...team.players.map((player) =>
        box(
          { alignItems: 'center', gap: 12, height: fontSize * 1.45 },
          line(
            { fontSize, fontWeight: 700, flexGrow: 1, flexBasis: 0 },
            `${player.goalkeeper ? '🧤 ' : ''}${player.name}`,
          ),
          line(
            { fontSize: fontSize * 0.72, color: colours.muted, marginLeft: 'auto', flexShrink: 0 },
            player.position ? positionLabels[player.position] : '',
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
