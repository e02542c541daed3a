import { formatDecimal } from './format.ts'
import type { PictureFormat } from '../picture-renderer.ts'
import { box, card, colours, frame, line, scaleOf, type Node } from './elements.ts'

export type RankingView = {
  groupName: string
  season: number
  /** The season's ten best scorers, in ranking order. */
  rows: { name: string; goals: number; games: number; average: number }[]
}

const MEDALS = ['🥇', '🥈', '🥉']

function row(entry: RankingView['rows'][number], index: number, k: number): Node {
  const games = `${entry.games} ${entry.games === 1 ? 'jogo' : 'jogos'}`
  return box(
    {
      alignItems: 'center',
      gap: 16,
      height: 68 * k,
      borderTop: index === 0 ? 'none' : '2px solid #e2e8f0',
    },
    line(
      { fontSize: 34 * k, fontWeight: 800, width: 64 * k, color: colours.muted },
      MEDALS[index] ?? String(index + 1),
    ),
    line({ fontSize: 36 * k, fontWeight: 700, flexGrow: 1, flexBasis: 0 }, entry.name),
    line(
      { fontSize: 27 * k, color: colours.muted, width: k > 1 ? 320 : 150, textAlign: 'right' },
      // The story has room for the average beside the games.
      k > 1 ? `${games} · média ${formatDecimal(entry.average)}` : games,
    ),
    line(
      {
        fontSize: 42 * k,
        fontWeight: 800,
        width: 80 * k,
        textAlign: 'right',
        color: colours.grass,
      },
      String(entry.goals),
    ),
  )
}

/** The season's top 10 scorers: goals, games and, in the story, goals per game. */
export function rankingPicture(view: RankingView, format: PictureFormat): Node {
  const k = scaleOf(format)
  return frame({
    format,
    groupName: view.groupName,
    title: `Artilheiros ${view.season}`,
    subtitle: 'Gols na temporada',
    content: card({ padding: '8px 28px' }, ...view.rows.map((entry, i) => row(entry, i, k))),
  })
}
