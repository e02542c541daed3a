import { and, asc, eq, like } from 'drizzle-orm'
import { vi } from 'vitest'
import type { WeatherForecast } from '@bidfut/domain/contracts/weather'
import type { Db } from '../../db/client.ts'
import { reminderLinks } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { emailOutbox } from '../../db/schema/messages.ts'
import { remindersJob } from '../../jobs/jobs.ts'
import { createJobRuntime } from '../../jobs/runtime.ts'
import { createBidsTestApp, PUBLIC_URL } from '../bids/bids.test-kit.ts'
import { createNotices } from '../notices/notices.ts'
import type { ForecastSource } from './reminder-planner.ts'

export { PUBLIC_URL }

/**
 * A Thursday game in São Paulo (UTC−3 all year): kick-off is 23:00 UTC. Its reminders are due on
 * Tuesday at 09:00 local (12:00 UTC), the organisers' rain check on Wednesday at 09:00 local.
 */
export const GAME = '2030-11-28T20:00:00'
export const utc = (iso: string) => new Date(`${iso}Z`)
export const REMINDER_DUE = utc('2030-11-26T12:00:00')
export const RAIN_CHECK_DUE = utc('2030-11-27T12:00:00')
export const KICK_OFF = utc('2030-11-28T23:00:00')

export function forecastWith(chanceOfRain: number): WeatherForecast {
  return {
    temp: 23.4,
    tempMin: 18.2,
    tempMax: 27.6,
    humidity: 71,
    chanceOfRain,
    conditionDescription: chanceOfRain > 50 ? 'Chuva forte' : 'Parcialmente nublado',
    urlIcon: chanceOfRain > 50 ? '/weather-icons/rain-heavy.svg' : '/weather-icons/partly.svg',
    place: 'São Paulo',
    fetchedAt: '2030-11-26T11:30:00.000Z',
    stale: false,
  }
}

/** A stand-in for the weather module: answers whatever the test set last. */
export function fakeWeather(initial: WeatherForecast | null = null) {
  let current = initial
  return {
    forecastForGame: vi.fn(async (_input: { companyId: number; dayOfMatch: string }) => current),
    set(forecast: WeatherForecast | null) {
      current = forecast
    },
  }
}

/**
 * The reminders job in a runtime of its own; a stand-in email job counts the nudges it gets. The
 * weather is a stand-in unless a test gives the weather module itself.
 */
export function schedulerFor<W extends ForecastSource = ReturnType<typeof fakeWeather>>(
  db: Db,
  weather: W = fakeWeather() as unknown as W,
) {
  const emailOutboxTrigger = vi.fn(async () => ({}))
  const jobs = createJobRuntime({
    reminders: remindersJob({
      db,
      weather,
      publicUrl: PUBLIC_URL,
      notices: createNotices({ whatsapp: false }),
    }),
    email: {
      everyMs: 60_000,
      trigger: { beforeStart: true },
      timeoutMs: 1000,
      retry: '',
      dedupe: '',
      run: emailOutboxTrigger,
    },
  })
  const scheduler = {
    runOnce: (now: Date) => jobs.run('reminders', now),
    start: jobs.start,
    stop: jobs.stop,
  }
  return { scheduler, weather, emailOutboxTrigger }
}

/** The one-tap token a queued reminder carries. */
export function tokenIn(row: { textBody: string }): string {
  const match = /\/lembrete\/([\w-]{43})\?resposta=vou/.exec(row.textBody)
  if (!match) throw new Error(`no reminder link in: ${row.textBody}`)
  return match[1]!
}

/** The BID test app plus what the reminder tests read back. */
export async function createRemindersTestApp() {
  const kit = await createBidsTestApp()
  const { db } = kit

  async function queued(prefix: string) {
    return db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `${prefix}%`))
      .orderBy(asc(emailOutbox.id))
  }

  async function linksOf(bidDayId: number) {
    return db.select().from(reminderLinks).where(eq(reminderLinks.bidDayId, bidDayId))
  }

  async function membership(companyPlayerId: number) {
    const [row] = await db
      .select()
      .from(companyPlayers)
      .where(and(eq(companyPlayers.id, companyPlayerId)))
    return row!
  }

  /** A group with an organiser and a BID on GAME, numbered like a real one. */
  async function groupWithBid(name: string, number = 7, dayOfMatch = GAME) {
    const team = await kit.createTeam(name)
    const bid = await kit.insertBid(team.group.id, { dayOfMatch, number })
    return { ...team, bid }
  }

  /**
   * A BID on GAME with a player in every situation a notice to the confirmed cares about:
   * confirmed, confirmed but off reminders, confirmed without an email, pending and absent.
   */
  async function groupWithPlayersInEveryStatus(name: string) {
    const team = await groupWithBid(name)
    const add = async (
      fullName: string,
      status: 'waiting' | 'confirmed' | 'absent',
      extra = {},
    ) => {
      const { member } = await kit.addMember(team.group.id, { fullName, ...extra })
      await kit.putInBid(team.bid.id, member, status)
      return member
    }
    const confirmed = await add('Zé <b>Confirmado</b>', 'confirmed')
    const optedOut = await add('Sem Lembretes', 'confirmed')
    await db
      .update(companyPlayers)
      .set({ reminderEmails: false })
      .where(eq(companyPlayers.id, optedOut.id))
    await add('Sem Email', 'confirmed', { activated: false, email: null })
    await add('Pendente', 'waiting')
    await add('Ausente', 'absent')
    return { ...team, confirmed, optedOut }
  }

  /** A group whose member got Tuesday's reminder; its token is what the buttons carry. */
  async function reminded(
    name: string,
    status: 'waiting' | 'confirmed' | 'absent' | 'hurt' = 'waiting',
  ) {
    const team = await groupWithBid(name)
    await kit.putInBid(team.bid.id, team.member.member, status)
    await schedulerFor(db).scheduler.runOnce(REMINDER_DUE)
    const [row] = await queued(`reminder:${team.bid.id}:${team.member.member.id}:`)
    const token = tokenIn(row!)
    const entry = () => kit.entryOf(team.bid.id, team.member.member.id)
    return { ...team, token, entry }
  }

  /** The tap on the reminder page's 'Confirmar: …' button. */
  const answer = (token: string, value: string) =>
    kit.app.inject({
      method: 'POST',
      url: `/v1/reminders/${token}/answer`,
      payload: { answer: value },
    })

  return {
    ...kit,
    queued,
    linksOf,
    membership,
    groupWithBid,
    groupWithPlayersInEveryStatus,
    reminded,
    answer,
  }
}
