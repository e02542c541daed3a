import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { companies } from '../../db/schema/groups.ts'
import { clock } from '../../lib/clock.ts'
import {
  createRemindersTestApp,
  KICK_OFF,
  REMINDER_DUE,
  schedulerFor,
  utc,
} from './reminders.test-kit.ts'

const kit = await createRemindersTestApp()
const { db, call } = kit

afterEach(() => {
  vi.restoreAllMocks()
})

const cancel = (bidDayId: number, token: string) =>
  call('DELETE', `/bids/delete-bid/${bidDayId}`, token)

describe("'BID cancelado'", () => {
  it('goes to each confirmed player with an email when an organiser cancels', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(utc('2030-11-25T15:00:00'))
    const team = await kit.groupWithPlayersInEveryStatus('Pelada Cancelada')
    const res = await cancel(team.bid.id, team.manager.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'BID cancelado com sucesso.' })

    const rows = await kit.queued(`bid-cancelled:${team.bid.id}:`)
    expect(rows.map((r) => [r.dedupeKey, r.toAddress])).toEqual([
      [`bid-cancelled:${team.bid.id}:${team.confirmed.id}`, team.confirmed.email],
      [`bid-cancelled:${team.bid.id}:${team.optedOut.id}`, team.optedOut.email],
    ])
    const [first] = rows
    expect(first!.subject).toBe('BID #7 cancelado')
    expect(first!.textBody).toContain('Olá, Zé!')
    expect(first!.textBody).toContain('Quando: quinta, 28/11 às 20:00')
    expect(first!.textBody).toContain('Local: Campo')
    expect(first!.htmlBody).toContain('O BID #7 da pelada &quot;Pelada Cancelada&quot;')
    expect(first!.textBody).toContain('Abrir o check-in: https://bidfut.example/check-in')
    expect(first!.htmlBody).toContain('href="https://bidfut.example/check-in"')

    // …and the cancelled BID sends no reminders.
    await schedulerFor(db).scheduler.runOnce(REMINDER_DUE)
    expect(await kit.queued(`reminder:${team.bid.id}:`)).toEqual([])
  })

  it('is not sent when the cancellation is refused', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(utc('2030-11-25T15:00:00'))
    const team = await kit.groupWithPlayersInEveryStatus('Pelada Mantida')
    expect((await cancel(team.bid.id, team.member.token)).statusCode).toBe(403)
    expect(await kit.queued(`bid-cancelled:${team.bid.id}:`)).toEqual([])
  })

  it('is not sent for a game that already started', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(new Date(KICK_OFF.getTime() + 3_600_000))
    const team = await kit.groupWithPlayersInEveryStatus('Pelada Esquecida')
    expect((await cancel(team.bid.id, team.administrator.token)).statusCode).toBe(200)
    expect(await kit.queued(`bid-cancelled:${team.bid.id}:`)).toEqual([])
  })

  it('does not depend on the reminder switches', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(utc('2030-11-25T15:00:00'))
    const team = await kit.groupWithPlayersInEveryStatus('Pelada sem Lembretes')
    await db
      .update(companies)
      .set({ remindersEnabled: false })
      .where(eq(companies.id, team.group.id))
    await cancel(team.bid.id, team.editor.token)
    expect(await kit.queued(`bid-cancelled:${team.bid.id}:`)).toHaveLength(2)
  })
})
