import { firstName } from '@bidfut/domain/rules/person-names'
import { factRows, NO_LOCATION, noticeEmail, type GameFacts } from '../email-render.ts'
import { gameTime } from '../game-time.ts'
import type { NoticeKind } from '../notice.ts'
import { listConfirmedWithEmail } from '../notices.repo.ts'
import { type AboutBid, bidName, bidTemplateParams, place, pushPayload, when } from './bid-texts.ts'

/** Where and when a BID was before an organiser moved it. */
export type PreviousSchedule = { dayOfMatch: string; location: string | null }
type Moved = AboutBid & { version: number; before: PreviousSchedule }
type Confirmed = Awaited<ReturnType<typeof listConfirmedWithEmail>>[number]

function joinPt(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`
}

/** What an organiser changed, in the words of the subject and of the sentence. */
function scheduleChanges(before: PreviousSchedule, game: GameFacts) {
  const [beforeDate, beforeTime] = before.dayOfMatch.split('T')
  const [date, time] = game.dayOfMatch.split('T')
  const changes: [boolean, string, string][] = [
    [beforeDate !== date, 'nova data', 'a data'],
    [beforeTime !== time, 'novo horário', 'o horário'],
    [(before.location || NO_LOCATION) !== (game.location || NO_LOCATION), 'novo local', 'o local'],
  ]
  const changed = changes.filter(([yes]) => yes)
  return { titles: joinPt(changed.map(([, t]) => t)), nouns: joinPt(changed.map(([, , n]) => n)) }
}

/**
 * 'BID #N: nova data…': an organiser moved the BID. Like the cancellation it is not a reminder;
 * the BID's version is part of the keys, so every move is told, even back to an earlier date.
 */
export const bidMoved: NoticeKind<Moved, Confirmed> = {
  to: 'each confirmed player of the BID',
  recipients: listConfirmedWithEmail,
  email: {
    key: (o, r) => `bid-moved:${o.bidDayId}:${r.companyPlayerId}:v${o.version}`,
    texts: ({ game, before, publicUrl }, r) => {
      const { titles, nouns } = scheduleChanges(before, game)
      return noticeEmail({
        mapsFor: game.location,
        subject: `${bidName(game)}: ${titles}`,
        greeting: `Olá, ${firstName(r.fullName)}!`,
        intro: `A organização mudou ${nouns} do BID #${game.bidNumber} da pelada "${game.groupName}". Você continua confirmado.`,
        rows: factRows(game, [
          ['Antes', `${gameTime(before.dayOfMatch).full} · ${before.location || NO_LOCATION}`],
        ]),
        after: 'Se não puder mais ir, avise no check-in para liberar a sua vaga.',
        publicUrl,
      })
    },
  },
  push: {
    kind: 'bid-changed',
    key: (o) => `bid-moved:${o.bidDayId}:v${o.version}`,
    audience: (o) => ({ confirmedIn: o }),
    texts: ({ game, bidDayId, publicUrl }) =>
      pushPayload(
        {
          title: `${game.groupName}: ${bidName(game)} alterado`,
          body: `Agora: ${when(game)}${place(game)}. Você continua confirmado.`,
          url: '/check-in',
          tag: `bid-${bidDayId}`,
        },
        publicUrl,
      ),
  },
  whatsapp: {
    notice: 'bid-moved',
    key: (o) => `bid-moved:${o.bidDayId}:v${o.version}`,
    to: (o) => ({ companyId: o.companyId, confirmedOnly: true }),
    params: ({ game }) => bidTemplateParams(game),
    bidDayId: (o) => o.bidDayId,
  },
}
