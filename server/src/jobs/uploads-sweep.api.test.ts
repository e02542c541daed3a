import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createGroup, createMember } from '../../test/factories.ts'
import { companyPlayers, players } from '../db/schema.ts'
import { createUploadsSweepTestApp, HOUR_MS } from './uploads-sweep.test-kit.ts'
import { uploadsSweepJob } from './jobs.ts'
import { createJobRuntime } from './runtime.ts'
import { UPLOADS_SWEEP_GRACE_MS } from './uploads-sweep.ts'

const { db, config, uploadsDir, photoFile } = await createUploadsSweepTestApp()
const group = await createGroup(db)

describe('the uploads sweep', () => {
  it('removes files no row shows once they are past the grace period, and keeps the rest', async () => {
    const now = new Date()
    const old = UPLOADS_SWEEP_GRACE_MS + HOUR_MS
    const { account, member } = await createMember(db, group.id)
    const accountPhoto = photoFile('a'.repeat(32) + '.webp', now, old)
    await db.update(players).set({ photoUrl: accountPhoto }).where(eq(players.id, account!.id))
    // Only a membership shows this one (a copy the account no longer has is still shown).
    const membershipPhoto = photoFile('b'.repeat(32) + '.webp', now, old)
    await db
      .update(companyPlayers)
      .set({ photoUrl: membershipPhoto })
      .where(eq(companyPlayers.id, member.id))
    photoFile('c'.repeat(32) + '.webp', now, old)
    // An upload in flight: written, its row not committed yet.
    photoFile('d'.repeat(32) + '.webp', now, UPLOADS_SWEEP_GRACE_MS - 60_000)

    const jobs = createJobRuntime({
      'uploads-sweep': uploadsSweepJob({ db, dataDir: config.dataDir }),
    })
    const sweep = { runOnce: (now: Date) => jobs.run('uploads-sweep', now) }
    expect(await sweep.runOnce(now)).toEqual({ claimed: true, removed: 1 })
    expect(readdirSync(uploadsDir).sort()).toEqual([
      'a'.repeat(32) + '.webp',
      'b'.repeat(32) + '.webp',
      'd'.repeat(32) + '.webp',
    ])

    // Once a day: a later tick the same day does nothing, the next day sweeps again.
    photoFile('e'.repeat(32) + '.webp', now, old)
    expect(await sweep.runOnce(new Date(now.getTime() + 1000))).toEqual({
      claimed: false,
      removed: 0,
    })
    expect(existsSync(path.join(uploadsDir, 'e'.repeat(32) + '.webp'))).toBe(true)
    const tomorrow = new Date(now.getTime() + 24 * HOUR_MS)
    expect(await sweep.runOnce(tomorrow)).toEqual({ claimed: true, removed: 2 })
    expect(readdirSync(uploadsDir).sort()).toEqual([
      'a'.repeat(32) + '.webp',
      'b'.repeat(32) + '.webp',
    ])
  })
})
