import { existsSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import { withDatabaseName } from '../../test/postgres-url.ts'
import { openDatabase } from '../db/client.ts'
import { createUploadsSweepTestApp, HOUR_MS } from './uploads-sweep.test-kit.ts'
import { uploadsSweepJob } from './jobs.ts'
import { createJobRuntime } from './runtime.ts'

const { db, config, photoFile } = await createUploadsSweepTestApp()

describe('several instances at once', () => {
  it('sweep on exactly one of them each day', async () => {
    const result = (await db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[]
    }
    const url = withDatabaseName(process.env.TEST_DATABASE_URL!, result.rows[0]!.name)
    const others = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })))
    onTestFinished(async () => {
      await Promise.all(others.map((other) => other.close()))
    })
    const day = new Date('2031-03-04T10:00:00Z')
    const orphans = [1, 2, 3, 4].map((n) =>
      photoFile(`${n}`.repeat(32) + '.webp', day, 2 * HOUR_MS),
    )

    const instances = [db, ...others.map((other) => other.db)]
    // Connections opened beforehand: otherwise the handshakes alone put the claims in a row.
    await Promise.all(instances.flatMap((d) => [1, 2].map(() => d.execute(sql`select 1`))))
    const sweeps = instances.map((instanceDb) =>
      createJobRuntime({
        'uploads-sweep': uploadsSweepJob({ db: instanceDb, dataDir: config.dataDir }),
      }),
    )
    const runs = await Promise.all(
      sweeps.flatMap((sweep) => [sweep.run('uploads-sweep', day), sweep.run('uploads-sweep', day)]),
    )

    expect(runs.filter((run) => run.claimed)).toEqual([{ claimed: true, removed: orphans.length }])
    for (const orphan of orphans) expect(existsSync(path.join(config.dataDir, orphan))).toBe(false)
  })
})
