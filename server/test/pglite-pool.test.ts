import { PGlite } from '@electric-sql/pglite'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPglitePool } from './pglite-pool.ts'
import { openTestDatabase } from './test-database.ts'

// A template as migrations leave one: tables, a row a migration inserted (so its identity moved
// on), a sequence of its own, a foreign key.
async function makeTemplate() {
  const pglite = new PGlite()
  await pglite.exec(`
    create table kinds (id int generated always as identity primary key, name text not null);
    create table items (id serial primary key, kind_id int not null references kinds,
      label text, label_length int generated always as (length(label)) stored);
    create sequence tickets start 100;
    insert into kinds (name) values ('from a migration');
    insert into items (kind_id, label) values (1, 'seeded');
    select nextval('tickets');`)
  const dump = await pglite.dumpDataDir('none')
  await pglite.close()
  return new Blob([await dump.arrayBuffer()])
}

/** What a test file would read from a fresh copy of the template, to compare with. */
async function contents(pglite: PGlite) {
  const read = async <Row = unknown>(query: string) => (await pglite.query<Row>(query)).rows
  return {
    kinds: await read('select * from kinds order by id'),
    items: await read('select * from items order by id'),
    nextKind: await read(`insert into kinds (name) values ('next') returning id`),
    nextItem: await read(`insert into items (kind_id, label) values (1, 'next') returning id`),
    nextTicket: await read<{ nextval: number }>(`select nextval('tickets')`),
    timeZone: await read(`select current_setting('timezone') as zone`),
  }
}

describe('the PGlite pool', () => {
  let template: Blob
  let fresh: Awaited<ReturnType<typeof contents>>
  beforeAll(async () => {
    template = await makeTemplate()
    const pglite = await PGlite.create({ loadDataDir: template })
    fresh = await contents(pglite)
    await pglite.close()
    // Two PGlites from nothing: seconds alone, past the 30 s hook limit in CI beside the journeys.
  }, 90_000)
  const pools: ReturnType<typeof createPglitePool>[] = []
  const newPool = () => {
    let started = 0
    const pool = createPglitePool(() => {
      started += 1
      return template
    })
    pools.push(pool)
    return { pool, started: () => started }
  }
  afterAll(() => Promise.all(pools.map((pool) => pool.close())))

  it('lends a used instance again in the template’s state: its rows, its sequences, no session', async () => {
    const { pool, started } = newPool()
    const first = await pool.lease()
    await first.pglite.exec(`
      insert into kinds (name) values ('a test''s'), ('another');
      insert into items (kind_id, label) select id, 'mine' from kinds;
      delete from items where label = 'seeded';
      select nextval('tickets'), nextval('tickets');
      set time zone 'Asia/Tokyo';`)
    await first.giveBack()

    const second = await pool.lease()
    expect(started()).toBe(1)
    expect(await contents(second.pglite)).toEqual(fresh)
    expect(fresh.kinds).toEqual([{ id: 1, name: 'from a migration' }])
    expect(fresh.nextTicket[0]!.nextval).toBeGreaterThan(100)
    await second.giveBack()
  })

  it('fails a file that uses its instance after giving it back', async () => {
    const { pool } = newPool()
    const lease = await pool.lease()
    await lease.giveBack()
    expect(() => lease.pglite.query('select 1')).toThrow('This test database was given back')
  })

  it('starts a new instance instead of one whose schema a test changed', async () => {
    const { pool, started } = newPool()
    const first = await pool.lease()
    await first.pglite.exec(
      'alter table kinds add column extra text; create temporary table scratch (x int)',
    )
    await first.giveBack()

    const second = await pool.lease()
    expect(started()).toBe(2)
    const columns = await second.pglite.query(
      `select column_name from information_schema.columns where table_name = 'kinds'`,
    )
    expect(columns.rows).not.toContainEqual({ column_name: 'extra' })
    await second.giveBack()
  })

  it('starts a new instance instead of one left inside a failed transaction', async () => {
    const { pool, started } = newPool()
    const first = await pool.lease()
    await first.pglite.exec('begin')
    await expect(first.pglite.exec('select * from nowhere')).rejects.toThrow()
    await first.giveBack()

    const second = await pool.lease()
    expect(started()).toBe(2)
    expect(await contents(second.pglite)).toEqual(fresh)
    await second.giveBack()
  })
})

describe('a test file’s database', () => {
  it('starts with the migrations applied and recorded, and identities from 1', async () => {
    const read = async () => {
      const database = await openTestDatabase()
      const rows = async <Row>(query: SQL) =>
        ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows
      const [migrations] = await rows<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )
      const [group] = await rows<{ id: number }>(
        sql`insert into companies (name) values ('Pelada do pool') returning id`,
      )
      await database.close()
      return { migrations, group }
    }
    const first = await read()
    expect(first.migrations!.count).toBeGreaterThan(10)
    expect(await read()).toEqual(first)
    expect(first.group).toEqual({ id: 1 })
  })
})
