import { and, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activityLog } from '../../db/schema/activity.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { clock } from '../../lib/clock.ts'
import { createRemindersTestApp, KICK_OFF, utc } from './reminders.test-kit.ts'

const kit = await createRemindersTestApp()
const { db, call } = kit

// Tuesday 12:00 in São Paulo, two days before GAME's kick-off.
const TUESDAY_NOON = utc('2030-11-26T15:00:00')
const at = (date: Date) => vi.spyOn(clock, 'now').mockReturnValue(date)
const hours = (n: number) => n * 3_600_000

beforeEach(() => {
  at(TUESDAY_NOON)
})
afterEach(() => {
  vi.restoreAllMocks()
})

const nudge = (bidDayId: number, token: string) => call('POST', `/bids/${bidDayId}/nudge`, token)

/**
 * A BID with two pending players (one who wants reminder emails, one who turned them off and has
 * no other channel), one confirmed and one absent.
 */
async function bidWithPendingPlayers(name: string) {
  const team = await kit.groupWithBid(name)
  const add = async (status: 'waiting' | 'confirmed' | 'absent') => {
    const { member } = await kit.addMember(team.group.id, {
      email: `${status}${Math.random()}@t.com`,
    })
    await kit.putInBid(team.bid.id, member, status)
    return member
  }
  const pending = await add('waiting')
  const unreachable = await add('waiting')
  await db
    .update(companyPlayers)
    .set({ reminderEmails: false })
    .where(eq(companyPlayers.id, unreachable.id))
  await add('confirmed')
  await add('absent')
  return { ...team, pending, unreachable }
}

describe("'Lembrar quem não respondeu'", () => {
  it('sends the reminder now to the pending players through their own channels and says to whom', async () => {
    const team = await bidWithPendingPlayers('Pelada Lembrada')
    const res = await nudge(team.bid.id, team.editor.token)
    expect(res.statusCode).toBe(200)
    const { pending, unreachable } = team
    expect(res.json()).toEqual({
      success: true,
      message: `Lembrete enviado a 1 jogador: ${pending.nickname}. Sem email, push ou WhatsApp: ${unreachable.nickname}. Avise pelo grupo.`,
      bidNumber: 7,
      dayOfMatch: '2030-11-28T20:00:00',
      pending: [
        { companyPlayerId: pending.id, name: pending.nickname, reached: true },
        { companyPlayerId: unreachable.id, name: unreachable.nickname, reached: false },
      ],
    })

    const rows = await kit.queued(`nudge:${team.bid.id}:`)
    expect(rows.map((row) => [row.dedupeKey, row.toAddress])).toEqual([
      [`nudge:${team.bid.id}:${pending.id}:${TUESDAY_NOON.getTime()}`, pending.email],
    ])
    expect(rows[0]!.subject).toBe('Lembrete: BID #7 na quinta, 28/11 às 20:00')
    expect(rows[0]!.textBody).toContain('Você ainda não respondeu. Vai jogar?')
    // Its one-tap answers work like the reminder's, until kick-off.
    const links = await kit.linksOf(team.bid.id)
    expect(links.map((link) => [link.companyPlayerId, link.expiresAt])).toEqual([
      [pending.id, KICK_OFF],
    ])

    const logged = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.companyId, team.group.id), eq(activityLog.kind, 'bid.nudged')))
    expect(logged.map((entry) => [entry.actorCompanyPlayerId, entry.details])).toEqual([
      [team.editor.member.id, { count: 1 }],
    ])
  })

  it('goes at most once every 6 hours per BID: a second tap says when it can go again', async () => {
    const team = await bidWithPendingPlayers('Pelada Insistente')
    expect((await nudge(team.bid.id, team.manager.token)).statusCode).toBe(200)

    at(new Date(TUESDAY_NOON.getTime() + hours(6) - 1000))
    const again = await nudge(team.bid.id, team.administrator.token)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(
      'Um lembrete já foi enviado há menos de 6 horas. O próximo pode ser enviado a partir de terça, 26/11 às 18:00.',
    )
    expect(await kit.queued(`nudge:${team.bid.id}:`)).toHaveLength(1)

    at(new Date(TUESDAY_NOON.getTime() + hours(6)))
    expect((await nudge(team.bid.id, team.administrator.token)).statusCode).toBe(200)
    expect(await kit.queued(`nudge:${team.bid.id}:${team.pending.id}:`)).toHaveLength(2)
  })

  it('refuses when everybody answered, without spending the 6 hours', async () => {
    const team = await kit.groupWithBid('Pelada Respondida')
    const res = await nudge(team.bid.id, team.manager.token)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Todos os jogadores já responderam.')

    await kit.putInBid(team.bid.id, team.member.member, 'waiting')
    expect((await nudge(team.bid.id, team.manager.token)).statusCode).toBe(200)
  })

  it('refuses once the game has started, and for a finished BID', async () => {
    const team = await bidWithPendingPlayers('Pelada Tardia')
    at(KICK_OFF)
    const started = await nudge(team.bid.id, team.manager.token)
    expect(started.statusCode).toBe(409)
    expect(started.json().message).toBe('O jogo já começou: não há mais a quem lembrar.')

    const finished = await kit.insertBid(team.group.id, {
      dayOfMatch: '2030-11-21T20:00:00',
      number: 6,
      status: 'finished',
    })
    const closed = await nudge(finished.id, team.manager.token)
    expect(closed.statusCode).toBe(409)
    expect(closed.json().message).toBe('Este BID já foi encerrado.')
    expect(await kit.queued(`nudge:${team.bid.id}:`)).toEqual([])
    expect(await kit.queued(`nudge:${finished.id}:`)).toEqual([])
  })

  it('is for organisers of the BID’s own group only', async () => {
    const team = await bidWithPendingPlayers('Pelada Fechada')
    const other = await kit.createTeam('Outra Pelada')
    expect((await nudge(team.bid.id, team.member.token)).statusCode).toBe(403)
    expect((await nudge(team.bid.id, other.administrator.token)).statusCode).toBe(404)
    expect(await kit.queued(`nudge:${team.bid.id}:`)).toEqual([])
  })
})
