import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companies } from '../db/schema/groups.ts'
import {
  createRemindersTestApp,
  KICK_OFF,
  REMINDER_DUE,
  schedulerFor,
} from '../modules/reminders/reminders.test-kit.ts'

const kit = await createRemindersTestApp()
const { db } = kit
const hour = 3_600_000
const beforeKickOff = (hours: number) => new Date(KICK_OFF.getTime() - hours * hour)

/** A BID on GAME whose group reminds at 48 h and 3 h; one pending and one confirmed player. */
async function groupRemindingAt(name: string, reminderHours = [48, 3]) {
  const team = await kit.groupWithBid(name)
  const saved = await kit.changeSettings(team.administrator.token, { reminderHours })
  expect(saved.statusCode).toBe(200)
  const pending = team.member.member
  const confirmed = (await kit.addMember(team.group.id, { fullName: 'Confirmado' })).member
  await kit.putInBid(team.bid.id, pending, 'waiting')
  await kit.putInBid(team.bid.id, confirmed, 'confirmed')
  return { ...team, pending, confirmed }
}

const keysOf = async (bidDayId: number) =>
  (await kit.queued(`reminder:${bidDayId}:`)).map((row) => row.dedupeKey)

describe("the group's reminder hours", () => {
  it('remind who has not answered at each hour before kick-off, once per hour, and not two days before at 09:00', async () => {
    const team = await groupRemindingAt('Pelada das 48 e 3')
    const { scheduler } = schedulerFor(db)
    const key = (hours: number) =>
      `reminder:${team.bid.id}:${team.pending.id}:2030-11-28T20:00:00:${hours}h`

    await scheduler.runOnce(REMINDER_DUE) // Tuesday 09:00, 59 h before: nothing yet.
    expect(await keysOf(team.bid.id)).toEqual([])
    await scheduler.runOnce(beforeKickOff(48))
    await scheduler.runOnce(beforeKickOff(47))
    expect(await keysOf(team.bid.id)).toEqual([key(48)])
    await scheduler.runOnce(beforeKickOff(3))
    await scheduler.runOnce(beforeKickOff(1))
    expect(await keysOf(team.bid.id)).toEqual([key(48), key(3)])
    const [first] = await kit.queued(`reminder:${team.bid.id}:`)
    expect(first!.textBody).toContain('Você ainda não respondeu. Vai jogar?')
    expect(await kit.linksOf(team.bid.id)).toHaveLength(2)

    await scheduler.runOnce(KICK_OFF)
    expect(await keysOf(team.bid.id)).toHaveLength(2)
  })

  it('skip the hours already gone for a BID opened late, and stop for who answered', async () => {
    const team = await groupRemindingAt('Pelada Aberta Tarde', [48, 24, 3])
    const { scheduler } = schedulerFor(db)
    // Nothing ran before 10 h to go: only the 24 h reminder, not the 48 h one as well.
    await scheduler.runOnce(beforeKickOff(10))
    expect(await keysOf(team.bid.id)).toEqual([
      `reminder:${team.bid.id}:${team.pending.id}:2030-11-28T20:00:00:24h`,
    ])
    await kit.putStatus(team.bid.id, team.pending.id, team.administrator.token, 'confirmed')
    await scheduler.runOnce(beforeKickOff(3))
    expect(await keysOf(team.bid.id)).toHaveLength(1)
  })

  it('leave a group without chosen hours on its single reminder two days before', async () => {
    const team = await kit.groupWithBid('Pelada de Sempre')
    await kit.putInBid(team.bid.id, team.member.member, 'confirmed')
    const [group] = await db.select().from(companies).where(eq(companies.id, team.group.id))
    expect(group!.reminderHours).toEqual([])
    await schedulerFor(db).scheduler.runOnce(REMINDER_DUE)
    expect(await keysOf(team.bid.id)).toEqual([
      `reminder:${team.bid.id}:${team.member.member.id}:2030-11-28T20:00:00`,
    ])
  })

  it('go nowhere when the group turned reminders off', async () => {
    const team = await groupRemindingAt('Pelada Calada')
    await db
      .update(companies)
      .set({ remindersEnabled: false })
      .where(eq(companies.id, team.group.id))
    await schedulerFor(db).scheduler.runOnce(beforeKickOff(2))
    expect(await keysOf(team.bid.id)).toEqual([])
  })
})
