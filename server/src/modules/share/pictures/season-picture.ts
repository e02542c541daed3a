import type { PictureFormat } from '../picture-renderer.ts'
import { avatar, box, colours, frame, line, scaleOf, statTile, type Node } from './elements.ts'

export type SeasonView = {
  groupName: string
  season: number
  name: string
  photoUrl: string | null
  games: number
  goals: number
  assists: number
  /** Wins over scored matches, in %; null with none. */
  winRate: number | null
  craqueAwards: number
}

/** A player's season card: photo, name and the season's numbers. */
export function seasonPicture(view: SeasonView, format: PictureFormat, photo: string | null): Node {
  const story = format === 'story'
  const k = scaleOf(format)
  const tile = story ? 440 : 296
  return frame({
    format,
    groupName: view.groupName,
    title: `Temporada ${view.season}`,
    centred: true,
    content: box(
      { flexDirection: 'column', alignItems: 'center', gap: 32 * k },
      box(
        {
          alignItems: 'center',
          gap: 36,
          flexDirection: story ? 'column' : 'row',
          maxWidth: '100%',
        },
        avatar(view.name, photo, story ? 320 : 220),
        line({ fontSize: 64 * k, fontWeight: 800, maxWidth: story ? 952 : 660 }, view.name),
      ),
      box(
        { flexWrap: 'wrap', gap: 20, justifyContent: 'center' },
        statTile('jogos', String(view.games), tile, k),
        statTile('gols', String(view.goals), tile, k),
        statTile('assistências', String(view.assists), tile, k),
        statTile('aproveitamento', view.winRate === null ? '—' : `${view.winRate}%`, tile, k),
        statTile('vezes craque', String(view.craqueAwards), tile, k),
      ),
      line(
        { fontSize: 30 * k, color: colours.soft },
        'Aproveitamento: vitórias nos jogos com placar',
      ),
    ),
  })
}
