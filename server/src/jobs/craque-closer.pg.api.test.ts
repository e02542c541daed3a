import { eq, like, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { craqueWinners } from '@bidfut/domain/rules/craque'
import { withDatabaseName } from '../../test/postgres-url.ts'
import { openDatabase, type Database } from '../db/client.ts'
import { createChanges } from '../lib/changes.ts'
import { emailOutbox } from '../db/schema/messages.ts'
import { craquePolls, craqueVotes, memberRatings } from '../db/schema/results.ts'
import { clock } from '../lib/clock.ts'
import { createResultsTestApp } from '../modules/results/results.test-kit.ts'
import { craqueClosingJob } from './jobs.ts'
import { createJobRuntime } from './runtime.ts'
import { createNotices } from '../modules/notices/notices.ts'

const kit = await createResultsTestApp()
const { db, call, playedBid, drawTeams, finish } = kit

afterEach(() => vi.restoreAllMocks())

/** A second server instance's database: its own connection pool, closed after the test. */
async function secondInstance(): Promise<Database> {
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[]
  }
  const database = await openDatabase({
    databaseUrl: withDatabaseName(process.env.TEST_DATABASE_URL!, result.rows[0]!.name),
  })
  onTestFinished(() => database.close())
  return database
}

describe('two instances at once', () => {
  it('finish a BID once: one vote, one email each, ratings learn the night once', async () => {
    const night = await playedBid('Duplo', 6)
    const admin = night.administrator.token
    await drawTeams(admin)
    for (let i = 0; i < 3; i++) {
      await call('POST', `/bids/${night.bid.id}/matches`, admin, {
        homeTeamId: 1,
        awayTeamId: 2,
        homeGoals: 2,
        awayGoals: 0,
      })
    }
    const answers = await Promise.all([
      finish(admin, night.bid.id),
      finish(night.editor.token, night.bid.id),
      finish(night.manager.token, night.bid.id),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409])
    const emails = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, `BID #${night.bid.number} finalizado`))
    expect(emails.filter((e) => e.companyId === night.group.id)).toHaveLength(6)
    const ratings = await db
      .select()
      .from(memberRatings)
      .where(eq(memberRatings.companyId, night.group.id))
    expect(ratings.map((r) => r.games)).toEqual([3, 3, 3, 3, 3, 3])
  })

  it('close each due vote exactly once, and a vote racing the closing lands before the count or is refused', async () => {
    const other = await secondInstance()
    const closers = [db, other.db].map((instance) =>
      createJobRuntime({
        'craque-closing': craqueClosingJob({
          changes: createChanges(instance),
          notices: createNotices({ whatsapp: false }),
        }),
      }),
    )
    for (const round of [1, 2, 3]) {
      const nights = []
      for (const name of ['A', 'B', 'C']) {
        const night = await playedBid(`Corrida ${round}${name}`, 8)
        await finish(night.administrator.token, night.bid.id)
        nights.push(night)
      }
      const polls = await db.select().from(craquePolls)
      const closesAt = Math.max(...polls.map((p) => p.closesAt.getTime()))
      // Votes are cast a moment before closing; both instances' closers run a moment after.
      vi.spyOn(clock, 'now').mockReturnValue(new Date(closesAt - 500))
      const after = new Date(closesAt + 60_000)
      const due = polls.filter((p) => p.closedAt === null).length
      const votes = nights.flatMap((night) =>
        night.players.map((voter, i) =>
          call('PUT', `/bids/${night.bid.id}/craque-vote`, voter.token, {
            candidateId: night.players[(i + 1 + (i % 2)) % night.players.length]!.member.id,
          }),
        ),
      )
      const runs = [0, 1, 2, 3].map((i) => closers[i % 2]!.run('craque-closing', after))
      const [answers, closed] = await Promise.all([Promise.all(votes), Promise.all(runs)])
      vi.restoreAllMocks()

      expect(due).toBeGreaterThanOrEqual(3)
      expect(closed.reduce((a, b) => a + b.closed, 0)).toBe(due)
      for (const res of answers) expect([200, 409]).toContain(res.statusCode)
      for (const night of nights) {
        const [row] = await db
          .select()
          .from(craquePolls)
          .where(eq(craquePolls.bidDayId, night.bid.id))
        expect(row!.closedAt).not.toBeNull()
        // What was counted is exactly what is stored: no vote slipped in after the count.
        const stored = await db
          .select()
          .from(craqueVotes)
          .where(eq(craqueVotes.bidDayId, night.bid.id))
        const recount = craqueWinners(stored.map((v) => ({ ...v, voided: v.voidedAt !== null })))
        expect(row!.votesCounted).toBe(stored.length)
        expect(row!.winnerIds).toEqual(recount.ids)
        expect(row!.winnerVotes).toBe(recount.votes)
      }
    }
  })

  it('keep one vote per voter when the same player taps twice at once', async () => {
    const night = await playedBid('Dois toques', 4)
    await finish(night.administrator.token, night.bid.id)
    const [voter, x, y] = night.players
    const answers = await Promise.all([
      call('PUT', `/bids/${night.bid.id}/craque-vote`, voter!.token, { candidateId: x!.member.id }),
      call('PUT', `/bids/${night.bid.id}/craque-vote`, voter!.token, { candidateId: y!.member.id }),
    ])
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200])
    const stored = await db.select().from(craqueVotes).where(eq(craqueVotes.bidDayId, night.bid.id))
    expect(stored).toHaveLength(1)
  })
})
