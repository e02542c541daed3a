import type { PictureFormat } from '../picture-renderer.ts'
import {
  avatar,
  box,
  colours,
  frame,
  line,
  lines,
  scaleOf,
  statTile,
  type Node,
} from './elements.ts'

export type CraqueView = {
  groupName: string
  bidNumber: number
  subtitle: string
  /** One craque, or several on a tie; `photoUrl` is the stored photo's address. */
  winners: { name: string; photoUrl: string | null; goals: number; assists: number }[]
  votes: number
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The craque da partida's card: photo, name, their night and the votes. */
export function craquePicture(
  view: CraqueView,
  format: PictureFormat,
  photos: (string | null)[],
): Node {
  const k = scaleOf(format)
  const winners = view.winners.slice(0, 3)
  const solo = winners.length === 1
  return frame({
    format,
    groupName: view.groupName,
    title: solo ? 'Craque da partida 🏆' : 'Craques da partida 🏆',
    subtitle: `BID #${view.bidNumber} · ${view.subtitle}`,
    centred: true,
    content: box(
      { flexDirection: 'column', alignItems: 'center', gap: 28 * k },
      box(
        { gap: 32, justifyContent: 'center', width: '100%' },
        ...winners.map((winner, i) =>
          box(
            { flexDirection: 'column', alignItems: 'center', gap: 20, width: solo ? 952 : 290 },
            avatar(winner.name, photos[i] ?? null, (solo ? 260 : 200) * k),
            solo
              ? line({ fontSize: 68 * k, fontWeight: 800, maxWidth: '100%' }, winner.name)
              : lines(2, { fontSize: 44 * k, fontWeight: 800, textAlign: 'center' }, winner.name),
          ),
        ),
      ),
      solo
        ? box(
            { gap: 20 },
            statTile('gols', String(winners[0]!.goals), 260 * k, k),
            statTile('assistências', String(winners[0]!.assists), 260 * k, k),
          )
        : null,
      line(
        { fontSize: 34 * k, color: colours.soft },
        `${solo ? 'Eleito' : 'Eleitos'} com ${plural(view.votes, 'voto', 'votos')}`,
      ),
    ),
  })
}
