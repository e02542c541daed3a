import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { describe, expect, it } from 'vitest'

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations')

/** A copy of the migrations folder holding only the first `count` migrations. */
function firstMigrations(count: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bidfut-migrations-'))
  mkdirSync(path.join(dir, 'meta'))
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  )
  journal.entries = journal.entries.slice(0, count)
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal))
  for (const entry of journal.entries as { tag: string }[]) {
    copyFileSync(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(dir, `${entry.tag}.sql`),
    )
  }
  return dir
}

// Each test starts a PGlite from nothing and migrates it: seconds alone, past 20 s in CI beside
// the journeys.
const FROM_NOTHING = { timeout: 90_000 }

describe('migration 0001: accounts and memberships', FROM_NOTHING, () => {
  it('moves what each group saw onto its membership and detaches what was never consented', async () => {
    const client = new PGlite()
    const db = drizzle({ client })
    await migrate(db, { migrationsFolder: firstMigrations(1) })
    // The old model: one shared person per email, attached to any group that typed it.
    await client.exec(`
      INSERT INTO companies (id, name) VALUES (1, 'Pelada A'), (2, 'Pelada B');
      INSERT INTO players (id, email, password_hash, full_name, phone, activated_at)
        VALUES (1, 'Alice@Exemplo.com', 'hash', 'Alice Silva', '(11) 91234-5678', now()),
               (2, 'bob@exemplo.com', NULL, 'Bob Digitado', NULL, NULL),
               (3, NULL, NULL, 'Avulso Sem Email', NULL, NULL);
      INSERT INTO company_players (id, company_id, player_id, nickname, type_player)
        VALUES (1, 1, 1, 'Ali', 'monthly'), (2, 1, 2, 'Bob', 'monthly'),
               (3, 2, 1, 'Ali', 'sporadic'), (4, 1, 3, NULL, 'sporadic');
      INSERT INTO account_tokens (kind, token_hash, player_id, company_player_id, expires_at, used_at)
        VALUES ('activation', 'used-by-alice', 1, 1, now(), now()),
               ('activation', 'open-for-bob', 2, 2, now() + interval '7 days', NULL),
               ('password_reset', 'bob-reset', 2, NULL, now() + interval '1 hour', NULL);
      INSERT INTO bid_days (id, company_id, number, day_of_match, status)
        VALUES (1, 1, 1, '2026-01-08 20:00:00', 'finished');
      INSERT INTO bid_players (company_id, bid_day_id, company_player_id, type_player, status)
        VALUES (1, 1, 1, 'monthly', 'confirmed'), (1, 1, 4, 'sporadic', 'confirmed');
    `)
    await migrate(db, { migrationsFolder })

    const accounts = await client.query('SELECT id, email FROM players ORDER BY id')
    expect(accounts.rows).toEqual([{ id: 1, email: 'Alice@Exemplo.com' }])
    const memberships = await client.query<Record<string, unknown>>(
      `SELECT id, company_id, player_id, full_name, email, phone, joined_at IS NOT NULL AS joined
         FROM company_players ORDER BY id`,
    )
    expect(memberships.rows).toEqual([
      {
        id: 1,
        company_id: 1,
        player_id: 1,
        full_name: 'Alice Silva',
        email: 'alice@exemplo.com',
        phone: '(11) 91234-5678',
        joined: true,
      },
      {
        id: 2,
        company_id: 1,
        player_id: null,
        full_name: 'Bob Digitado',
        email: 'bob@exemplo.com',
        phone: null,
        joined: false,
      },
      // Group B attached Alice without her consent: it keeps her name and email, and waits.
      {
        id: 3,
        company_id: 2,
        player_id: null,
        full_name: 'Alice Silva',
        email: 'alice@exemplo.com',
        phone: null,
        joined: false,
      },
      {
        id: 4,
        company_id: 1,
        player_id: null,
        full_name: 'Avulso Sem Email',
        email: null,
        phone: null,
        joined: false,
      },
    ])
    const invitations = await client.query(
      'SELECT company_id, company_player_id, player_id FROM invitations',
    )
    expect(invitations.rows).toEqual([{ company_id: 2, company_player_id: 3, player_id: 1 }])
    const links = await client.query(
      'SELECT token_hash, player_id, company_player_id FROM account_tokens ORDER BY id',
    )
    expect(links.rows).toEqual([
      { token_hash: 'used-by-alice', player_id: null, company_player_id: 1 },
      { token_hash: 'open-for-bob', player_id: null, company_player_id: 2 },
    ])
    const entries = await client.query('SELECT count(*)::int AS n FROM bid_players')
    expect(entries.rows).toEqual([{ n: 2 }])
    // From now on the database refuses an entry that mixes groups.
    await expect(
      client.exec(
        `INSERT INTO bid_players (company_id, bid_day_id, company_player_id, type_player)
           VALUES (2, 1, 3, 'sporadic')`,
      ),
    ).rejects.toThrow(/foreign key/)
    await client.close()
  })
})

describe('migration 0008: guests and BID numbers', FROM_NOTHING, () => {
  it('marks as added by name only the guests the BID made, and frees cancelled BIDs’ numbers', async () => {
    const client = new PGlite()
    const db = drizzle({ client })
    await migrate(db, { migrationsFolder: firstMigrations(8) })
    await client.exec(`
      INSERT INTO companies (id, name) VALUES (1, 'Pelada A');
      INSERT INTO players (id, email, password_hash, full_name, activated_at)
        VALUES (1, 'alice@exemplo.com', 'hash', 'Alice Silva', now());
      INSERT INTO company_players (id, company_id, player_id, full_name, email, nickname, type_player, joined_at)
        VALUES (1, 1, 1, 'Alice Silva', 'alice@exemplo.com', 'Ali', 'monthly', now()),
               (2, 1, NULL, 'Tião', NULL, NULL, 'sporadic', NULL),
               (3, 1, NULL, 'Rafael Goleiro', NULL, 'Rafa', 'goalkeeper', NULL),
               (4, 1, NULL, 'Beto Avulso', NULL, 'Beto', 'sporadic', NULL),
               (5, 1, NULL, 'Caio Pendente', 'caio@exemplo.com', NULL, 'sporadic', NULL);
      INSERT INTO bid_days (company_id, number, day_of_match, status)
        VALUES (1, 11, '2026-01-08 20:00:00', 'finished'),
               (1, 12, '2026-01-15 20:00:00', 'cancelled');
    `)
    await migrate(db, { migrationsFolder })
    const members = await client.query('SELECT id, added_by_name FROM company_players ORDER BY id')
    // Only Tião came from 'Adicionar Avulso': the register's form always asks for a nickname.
    expect(members.rows).toEqual([
      { id: 1, added_by_name: false },
      { id: 2, added_by_name: true },
      { id: 3, added_by_name: false },
      { id: 4, added_by_name: false },
      { id: 5, added_by_name: false },
    ])
    // The cancelled #12 no longer holds its number; two live #12s are still refused.
    await client.exec(`INSERT INTO bid_days (company_id, number, day_of_match, status)
      VALUES (1, 12, '2026-01-22 20:00:00', 'open')`)
    await expect(
      client.exec(`INSERT INTO bid_days (company_id, number, day_of_match, status)
        VALUES (1, 12, '2026-01-29 20:00:00', 'finished')`),
    ).rejects.toThrow(/bid_days_company_number_unique/)
    await client.close()
  })
})

describe('migration 0024: several weekly games', FROM_NOTHING, () => {
  it('moves each group’s one schedule into its first game, losing nothing', async () => {
    const client = new PGlite()
    const db = drizzle({ client })
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] }
    const before = journal.entries.findIndex((entry) => entry.tag.endsWith('_game_schedules'))
    await migrate(db, { migrationsFolder: firstMigrations(before) })
    await client.exec(`
      INSERT INTO companies (id, name) VALUES (1, 'Pelada A'), (2, 'Pelada B'), (3, 'Pelada C');
      INSERT INTO bid_schedules (company_id, enabled, weekdays, game_time, location,
          opens_days_before, monthly_window_hours, next_opens_at)
        VALUES (1, true, '{2,4}', '20:30', 'Arena', 1, 48, '2030-11-25 23:30:00+00'),
               (2, false, '{6}', '09:00', NULL, 6, NULL, '2030-11-24 12:00:00+00'),
               (3, false, '{}', '20:00', NULL, 6, NULL, NULL);
    `)
    await migrate(db, { migrationsFolder })
    const games = await client.query(`SELECT company_id, weekdays, game_time, location,
        opens_days_before, next_opens_at FROM game_schedules ORDER BY company_id`)
    expect(games.rows).toEqual([
      {
        company_id: 1,
        weekdays: [2, 4],
        game_time: '20:30',
        location: 'Arena',
        opens_days_before: 1,
        next_opens_at: new Date('2030-11-25T23:30:00Z'),
      },
      // An agenda switched off keeps its game, with nothing due.
      {
        company_id: 2,
        weekdays: [6],
        game_time: '09:00',
        location: null,
        opens_days_before: 6,
        next_opens_at: null,
      },
    ])
    const agendas = await client.query(
      'SELECT company_id, enabled, monthly_window_hours FROM bid_schedules ORDER BY company_id',
    )
    expect(agendas.rows).toEqual([
      { company_id: 1, enabled: true, monthly_window_hours: 48 },
      { company_id: 2, enabled: false, monthly_window_hours: null },
      { company_id: 3, enabled: false, monthly_window_hours: null },
    ])
    await client.close()
  })
})
