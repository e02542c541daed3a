import { SLOTS_PER_BID } from '@bidfut/domain/constants'
import type { PushPayload } from '@bidfut/domain/contracts/push'
import type { WeatherForecast } from '@bidfut/domain/contracts/weather'
import type { Db, Tx } from '../../db/client.ts'
import { enqueueMembersPushes, enqueuePush } from '../push/push.repo.ts'
import type { GameFacts } from './email-blocks.ts'
import { gameTime, kickOffOf } from './game-time.ts'
import * as repo from './reminders.repo.ts'

type Conn = Db | Tx
type BidRef = { companyId: number; bidDayId: number }

// Short: a lock screen shows two lines. The group's name leads, since an account may have several.
const when = (game: GameFacts) => gameTime(game.dayOfMatch).full
const place = (game: GameFacts) => (game.location ? ` · ${game.location}` : '')
const payload = (p: Omit<PushPayload, 'url'> & { url: string }, publicUrl: string) => ({
  ...p,
  url: p.url.startsWith('http') ? p.url : `${publicUrl}${p.url}`,
})

async function facts(db: Conn, bid: BidRef) {
  const game = await repo.findGameFacts(db, bid.companyId, bid.bidDayId)
  if (!game) throw new Error(`BID ${bid.bidDayId} of group ${bid.companyId} not found`)
  return game
}

const bidOpened = (bid: BidRef, game: GameFacts, publicUrl: string) => ({
  kind: 'bid-opened' as const,
  dedupeKey: `bid-opened:${bid.bidDayId}`,
  payload: payload(
    {
      title: `${game.groupName}: BID #${game.bidNumber} aberto`,
      body: `${when(game)}${place(game)}. Toque para fazer o check-in.`,
      url: '/check-in',
      tag: `bid-${bid.bidDayId}`,
    },
    publicUrl,
  ),
})

/**
 * 'BID aberto': every member of the group, once per BID. Call it in the transaction that opens
 * the BID ('Criar Novo BID' today; a scheduled opening calls the same), then trigger the worker.
 */
export async function queueBidOpenedPush(tx: Conn, bid: BidRef, publicUrl: string) {
  const game = await facts(tx, bid)
  return enqueuePush(tx, {
    ...bidOpened(bid, game, publicUrl),
    audience: { members: bid.companyId },
  })
}

/** queueBidOpenedPush for many BIDs the caller just opened (their facts in hand), in one statement. */
export async function queueBidsOpenedPushes(
  tx: Conn,
  bids: (BidRef & { game: GameFacts })[],
  publicUrl: string,
) {
  return enqueueMembersPushes(
    tx,
    'bid-opened',
    bids.map((bid) => {
      const { dedupeKey, payload } = bidOpened(bid, bid.game, publicUrl)
      return { companyId: bid.companyId, dedupeKey, payload }
    }),
  )
}

/** 'BID alterado ou cancelado': the BID's confirmed players; every move is told (its version). */
export async function queueBidChangedPush(
  tx: Conn,
  bid:
    (BidRef & { change: 'moved'; version: number }) | (BidRef & { change: 'cancelled'; now: Date }),
  publicUrl: string,
) {
  const game = await facts(tx, bid)
  if (bid.change === 'cancelled' && kickOffOf(game).getTime() <= bid.now.getTime()) return 0
  const moved = bid.change === 'moved'
  return enqueuePush(tx, {
    kind: 'bid-changed',
    dedupeKey: moved
      ? `bid-moved:${bid.bidDayId}:v${bid.version}`
      : `bid-cancelled:${bid.bidDayId}`,
    audience: { confirmedIn: bid },
    payload: payload(
      moved
        ? {
            title: `${game.groupName}: BID #${game.bidNumber} alterado`,
            body: `Agora: ${when(game)}${place(game)}. Você continua confirmado.`,
            url: '/check-in',
            tag: `bid-${bid.bidDayId}`,
          }
        : {
            title: `${game.groupName}: BID #${game.bidNumber} cancelado`,
            body: `O jogo de ${when(game)} foi cancelado pela organização.`,
            url: '/dashboard',
            tag: `bid-${bid.bidDayId}`,
          },
      publicUrl,
    ),
  })
}

/** 'Você saiu da lista de espera': the player a freed slot went to, each time it happens. */
export async function queuePromotedPush(
  tx: Conn,
  entry: BidRef & { companyPlayerId: number; now: Date },
  publicUrl: string,
) {
  const game = await facts(tx, entry)
  if (kickOffOf(game).getTime() <= entry.now.getTime()) return 0
  return enqueuePush(tx, {
    kind: 'promoted',
    dedupeKey: `waitlist-promoted:${entry.bidDayId}:${entry.companyPlayerId}:${entry.now.getTime()}`,
    audience: { member: entry },
    payload: payload(
      {
        title: `${game.groupName}: abriu uma vaga para você`,
        body: `Você saiu da lista de espera e está confirmado no BID #${game.bidNumber}, ${when(game)}.`,
        url: '/check-in',
        tag: `bid-${entry.bidDayId}`,
      },
      publicUrl,
    ),
  })
}

/** 'BID lotado': the group's organisers, when a confirmation takes the last slot. */
export async function queueBidFullPush(tx: Conn, bid: BidRef & { now: Date }, publicUrl: string) {
  const game = await facts(tx, bid)
  return enqueuePush(tx, {
    kind: 'bid-full',
    dedupeKey: `bid-full:${bid.bidDayId}:${bid.now.getTime()}`,
    audience: { organisers: bid.companyId },
    payload: payload(
      {
        title: `${game.groupName}: BID #${game.bidNumber} lotado`,
        body: `${SLOTS_PER_BID} confirmados para ${when(game)}. Quem fizer check-in agora entra na lista de espera.`,
        url: '/bid-atual',
        tag: `bid-full-${bid.bidDayId}`,
      },
      publicUrl,
    ),
  })
}

/**
 * The reminder two days before (ADR 007), with the email's one-tap page behind each action:
 * 'Vou jogar' and 'Não vou' open it, and a tap there answers (ADR 024).
 */
export async function queueReminderPush(
  tx: Conn,
  row: GameFacts & { bidDayId: number; companyId: number; companyPlayerId: number },
  dedupeKey: string,
  links: { page: string; vou: string; naoVou: string },
) {
  return enqueuePush(tx, {
    kind: 'reminder',
    dedupeKey,
    audience: { member: row },
    payload: {
      title: `${row.groupName}: jogo ${gameTime(row.dayOfMatch).onDay}`,
      body: `BID #${row.bidNumber}${place(row)}. Você vai?`,
      url: links.page,
      tag: `reminder-${row.bidDayId}`,
      actions: [
        { action: 'vou', title: 'Vou jogar', url: links.vou },
        { action: 'nao-vou', title: 'Não vou', url: links.naoVou },
      ],
    },
  })
}

/** The rain alert the day before, to one organiser, like its email. */
export async function queueRainAlertPush(
  db: Conn,
  row: GameFacts & { bidDayId: number; companyId: number; companyPlayerId: number },
  dedupeKey: string,
  forecast: WeatherForecast,
  publicUrl: string,
) {
  return enqueuePush(db, {
    kind: 'rain-alert',
    dedupeKey,
    audience: { member: row },
    payload: payload(
      {
        title: `${row.groupName}: ${Math.round(forecast.chanceOfRain)} % de chance de chuva`,
        body: `Jogo ${gameTime(row.dayOfMatch).onDay}${place(row)}. Avise o grupo se algo mudar.`,
        url: '/bid-atual',
        tag: `rain-${row.bidDayId}`,
      },
      publicUrl,
    ),
  })
}
