import type { PictureFormat } from '../picture-renderer.ts'
import { box, card, colours, frame, line, scaleOf, teamColour, type Node } from './elements.ts'

export type ResultView = {
  groupName: string
  bidNumber: number
  subtitle: string
  /** Scored matches, in the order played. */
  matches: { homeTeamId: number; awayTeamId: number; homeGoals: number; awayGoals: number }[]
  /** Who scored or assisted, most goals first. */
  players: { name: string; goals: number; assists: number }[]
  craques: string[]
}

const MAX_MATCHES: Record<PictureFormat, number> = { square: 3, story: 5 }
const MAX_PLAYERS: Record<PictureFormat, number> = { square: 5, story: 9 }

function teamName(teamId: number, k: number, align: 'flex-start' | 'flex-end'): Node {
  return box(
    { alignItems: 'center', gap: 12 * k, width: 300 * k, justifyContent: align },
    box({
      width: 24 * k,
      height: 24 * k,
      borderRadius: 12 * k,
      backgroundColor: teamColour(teamId),
    }),
    line({ fontSize: 40 * k, fontWeight: 700 }, `Time ${teamId}`),
  )
}

function matchRow(match: ResultView['matches'][number], k: number): Node {
  return box(
    { alignItems: 'center', justifyContent: 'space-between', height: 64 * k },
    teamName(match.homeTeamId, k, 'flex-start'),
    line(
      { fontSize: 48 * k, fontWeight: 800, color: colours.grass },
      `${match.homeGoals} × ${match.awayGoals}`,
    ),
    teamName(match.awayTeamId, k, 'flex-end'),
  )
}

function playerRow(player: ResultView['players'][number], k: number): Node {
  const count = (emoji: string, n: number) =>
    line(
      { fontSize: 38 * k, fontWeight: 700, width: 130 * k, textAlign: 'right' },
      n > 0 ? `${emoji} ${n}` : '',
    )
  return box(
    { alignItems: 'center', gap: 16, height: 60 * k },
    line({ fontSize: 40 * k, fontWeight: 700, flexGrow: 1, flexBasis: 0 }, player.name),
    count('⚽', player.goals),
    count('👟', player.assists),
  )
}

/** More than fits: '+ 3 jogos', '+ 4 jogadores'. */
function more(count: number, one: string, many: string, k: number): Node {
  if (count <= 0) return null
  return line({ fontSize: 30 * k, color: colours.muted }, `+ ${count} ${count === 1 ? one : many}`)
}

/** The night's result: the craque, the scores, and who scored and assisted. */
export function resultPicture(view: ResultView, format: PictureFormat): Node {
  const k = scaleOf(format)
  const matches = view.matches.slice(0, MAX_MATCHES[format])
  const players = view.players.slice(0, MAX_PLAYERS[format])
  return frame({
    format,
    groupName: view.groupName,
    title: `Resultado do BID #${view.bidNumber}`,
    subtitle: view.subtitle,
    content: box(
      { flexDirection: 'column', gap: 20 * k },
      view.craques.length > 0
        ? line(
            { fontSize: 40 * k, fontWeight: 800, color: colours.lime },
            `⭐ Craque: ${view.craques.join(' e ')}`,
          )
        : null,
      matches.length > 0
        ? card(
            { gap: 4, padding: `${16 * k}px 28px` },
            ...matches.map((match) => matchRow(match, k)),
            more(view.matches.length - matches.length, 'jogo', 'jogos', k),
          )
        : null,
      players.length > 0
        ? card(
            { padding: `${16 * k}px 28px` },
            box(
              { color: colours.muted, justifyContent: 'flex-end', gap: 16 },
              line({ fontSize: 28 * k, width: 130 * k, textAlign: 'right' }, 'gols'),
              line({ fontSize: 28 * k, width: 130 * k, textAlign: 'right' }, 'assist.'),
            ),
            ...players.map((player) => playerRow(player, k)),
            more(view.players.length - players.length, 'jogador', 'jogadores', k),
          )
        : null,
    ),
  })
}
