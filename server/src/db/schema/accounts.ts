import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

// A person's account (ADR 005) and what hangs on it alone: sessions while in no group (ADR 042),
// trusted browsers and failed logins (ADR 025), the account flows' queued work (ADR 026), the
// calendar feed (ADR 037) and the erasure stamp (ADR 040).

/**
 * An account: a person with credentials and their own profile. Only the person's own flows
 * read or write it (ADR 005); groups see the copy kept on their membership.
 */
export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    // Null for an account that signs in only with a passkey or Google (ADR 049).
    email: text('email'),
    // Null for an account without a password: passkeys, sign-in links and Google (ADR 049).
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    birthDate: date('birth_date', { mode: 'string' }),
    favoriteTeam: text('favorite_team'),
    photoUrl: text('photo_url'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('players_email_unique').on(sql`lower(${t.email})`)],
)

/**
 * A session of an account that is in no group (ADR 042): its id is the access token's `sid`.
 * It reaches only 'Meus dados' and invitations, is never renewed and ends at `expires_at`, on
 * logout, a password change or reset, or the account's erasure (the row then goes).
 */
export const accountSessions = pgTable(
  'account_sessions',
  {
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_sessions_player_idx').on(t.playerId)],
)

/**
 * Browsers that proved they belong to an account (sign-in, reset, activation): the device cookie
 * holds the token, stored hashed. One browser may be trusted by several accounts (ADR 025).
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('trusted_devices_token_player_unique').on(t.tokenHash, t.playerId),
    index('trusted_devices_player_idx').on(t.playerId),
  ],
)

/**
 * Password attempts that failed (or are being checked), per email: from a trusted device they
 * count against that device, otherwise against the address and the account's untrusted total.
 * A success forgives the earlier failures of its own address or device only (ADR 025).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip'),
    trustedDeviceId: integer('trusted_device_id').references(() => trustedDevices.id, {
      onDelete: 'cascade',
    }),
    forgiven: boolean('forgiven').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_device_idx').on(t.trustedDeviceId),
  ],
)

/**
 * Work a public request leaves for later so its answer and timing say nothing about whether an
 * email has an account: the worker decides (ADR 026). Claimed with FOR UPDATE SKIP LOCKED and
 * deleted in the transaction that does the work, so each job runs once across instances.
 */
export const accountJobs = pgTable(
  'account_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', {
      enum: ['password_reset', 'signup', 'membership', 'sign_in_link'],
    }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('account_jobs_pending_idx').on(t.status, t.nextAttemptAt)],
)

/**
 * A person's private calendar feed (ADR 037), on the account: the feed lists the BIDs of every
 * group the person plays in. Its token is derived from the server secret, the account and the
 * generation, so nothing of it is stored; 'Renovar link' moves to the next generation and voids
 * the old URL. No row: generation 1, never renewed.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id),
  generation: integer('generation').notNull().default(1),
  renewedAt: timestamp('renewed_at', { withTimezone: true }),
})

/** When an account was erased at the person's request (ADR 040); its row stays, emptied. */
export const erasedAccounts = pgTable('erased_accounts', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
})
