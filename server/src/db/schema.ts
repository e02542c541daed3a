import { randomBytes } from 'node:crypto'
import { pushKinds } from '@bidfut/domain/contracts/push'
import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** A wall-clock date-time with no zone, read back in the API's `2026-11-28T19:30:00` form. */
const localDateTime = customType<{ data: string; driverData: string }>({
  dataType: () => 'timestamp(0) without time zone',
  fromDriver: (value) => String(value).replace(' ', 'T'),
})

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** A pelada group: the tenant. Every tenant table below carries company_id. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
  defaultLocationGame: text('default_location_game'),
  // The forecast's place, picked from Open-Meteo's geocoding; null = no forecast until set.
  forecastCity: text('forecast_city'),
  forecastLatitude: doublePrecision('forecast_latitude'),
  forecastLongitude: doublePrecision('forecast_longitude'),
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  // Kept readable so organisers can copy the link again; it only lets someone join as avulso.
  // Set when the group is created, so showing the link never has to write (ADR 024).
  inviteToken: text('invite_token')
    .unique()
    .$defaultFn(() => randomBytes(24).toString('base64url')),
  // Public and unguessable: the `c` of /check-in?c=… in the texts shared in the group chat, whose
  // page previews the next BID without names (ADR 048). Set with the group, so reading never writes.
  shareToken: text('share_token')
    .unique()
    .$defaultFn(() => randomBytes(24).toString('base64url')),
  // 'Prévia do link no WhatsApp' in /configuracoes.
  linkPreviews: boolean('link_previews').notNull().default(true),
  createdAt: createdAt(),
})

/**
 * An account: a person with credentials and their own profile. Only the person's own flows
 * read or write it (ADR 005); groups see the copy kept on their membership.
 */
export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
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
 * A person's place in a group, and everything the group sees of them. Until the person joins
 * (player_id null) the personal fields are what an organiser typed; afterwards they are a copy
 * of the account's profile that only the person's own flows update.
 */
export const companyPlayers = pgTable(
  'company_players',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    playerId: integer('player_id').references(() => players.id),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    birthDate: date('birth_date', { mode: 'string' }),
    favoriteTeam: text('favorite_team'),
    photoUrl: text('photo_url'),
    nickname: text('nickname'),
    role: text('role', { enum: ['administrator', 'manager', 'editor', 'member'] })
      .notNull()
      .default('member'),
    typePlayer: text('type_player', { enum: ['monthly', 'goalkeeper', 'sporadic'] }).notNull(),
    playerPosition: text('player_position', {
      enum: ['goalkeeper', 'fullback', 'defender', 'midfielder', 'striker'],
    }),
    skillLevel: smallint('skill_level').notNull().default(5),
    status: smallint('status').notNull().default(1),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    // The person's choice ('Receber lembretes por email' or the email's unsubscribe link).
    reminderEmails: boolean('reminder_emails').notNull().default(true),
    // Added by name on a BID ('Adicionar Avulso'), not in the register: the register lists them
    // apart as guests while they have no account and no email (ADR 012).
    addedByName: boolean('added_by_name').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('company_players_company_id_unique').on(t.companyId, t.id),
    uniqueIndex('company_players_company_player_unique').on(t.companyId, t.playerId),
    // One live membership per email in a group, even under concurrent adds.
    uniqueIndex('company_players_company_email_unique')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null and ${t.email} is not null`),
    index('company_players_player_idx').on(t.playerId),
  ],
)

/** A match day. dayOfMatch is a wall-clock time in the group's time zone. */
export const bidDays = pgTable(
  'bid_days',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    number: integer('number').notNull(),
    dayOfMatch: localDateTime('day_of_match').notNull(),
    location: text('location'),
    status: text('status', { enum: ['open', 'finished', 'cancelled'] })
      .notNull()
      .default('open'),
    drawnTeams: jsonb('drawn_teams'),
    version: integer('version').notNull().default(1),
    // The calendar feed's view of the BID (ADR 037): SEQUENCE goes up when the date, time or
    // place change or the BID is cancelled; the date its UID names is pinned by the first move.
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    calendarDate: date('calendar_date', { mode: 'string' }),
    calendarChangedAt: timestamp('calendar_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the mensalistas' held places were released (ADR 036); null while still held. */
    monthlyWindowReleasedAt: timestamp('monthly_window_released_at', { withTimezone: true }),
  },
  (t) => [
    unique('bid_days_company_id_unique').on(t.companyId, t.id),
    // A cancelled BID gives its number back: the next BID takes it (ADR 031).
    uniqueIndex('bid_days_company_number_unique')
      .on(t.companyId, t.number)
      .where(sql`${t.status} <> 'cancelled'`),
    // One open BID per group, enforced by the database even under concurrent creates.
    uniqueIndex('bid_days_one_open_per_company')
      .on(t.companyId)
      .where(sql`${t.status} = 'open'`),
    // The statistics read a group's finished BIDs by date: a season, the newest first (ADR 006).
    index('bid_days_finished_idx')
      .on(t.companyId, t.dayOfMatch, t.number)
      .where(sql`${t.status} = 'finished'`),
    // The calendar feed reads a person's groups' recent and coming BIDs by date (ADR 037).
    index('bid_days_company_day_idx').on(t.companyId, t.dayOfMatch),
    // The scheduler's window closings read the open BIDs whose places are still held.
    index('bid_days_window_open_idx')
      .on(t.companyId)
      .where(sql`${t.status} = 'open' and ${t.monthlyWindowReleasedAt} is null`),
  ],
)

/** A member's participation in a BID and the stats recorded for it. */
export const bidPlayers = pgTable(
  'bid_players',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bidDayId: integer('bid_day_id').notNull(),
    companyPlayerId: integer('company_player_id').notNull(),
    typePlayer: text('type_player', { enum: ['monthly', 'goalkeeper', 'sporadic'] }).notNull(),
    status: text('status', { enum: ['waiting', 'confirmed', 'absent', 'hurt', 'waitlisted'] })
      .notNull()
      .default('waiting'),
    playerPosition: text('player_position', {
      enum: ['goalkeeper', 'fullback', 'defender', 'midfielder', 'striker'],
    }),
    skillLevel: smallint('skill_level').notNull().default(5),
    quantityOfGoals: integer('quantity_of_goals').notNull().default(0),
    assistGoals: integer('assist_goals').notNull().default(0),
    ballRecoveries: integer('ball_recoveries').notNull().default(0),
    goalKeeperDefender: integer('goal_keeper_defender').notNull().default(0),
    weeklyTeam: boolean('weekly_team').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the entry joined the waiting list (ADR 011); null outside it. */
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    /** When an organiser moved the entry to the head of the waiting list; null otherwise. */
    waitlistFirstAt: timestamp('waitlist_first_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The database itself refuses an entry that mixes two groups.
    foreignKey({
      name: 'bid_players_bid_day_fk',
      columns: [t.companyId, t.bidDayId],
      foreignColumns: [bidDays.companyId, bidDays.id],
    }),
    foreignKey({
      name: 'bid_players_company_player_fk',
      columns: [t.companyId, t.companyPlayerId],
      foreignColumns: [companyPlayers.companyId, companyPlayers.id],
    }),
    uniqueIndex('bid_players_bid_member_unique').on(t.bidDayId, t.companyPlayerId),
    index('bid_players_company_member_idx').on(t.companyId, t.companyPlayerId),
    // A group's entries by BID: the statistics' joins match both columns, so the plan stays
    // good even before the planner has statistics (PGlite never runs autovacuum).
    index('bid_players_company_bid_idx').on(t.companyId, t.bidDayId),
  ],
)

/** Rotating refresh tokens. A reused token revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    companyPlayerId: integer('company_player_id')
      .notNull()
      .references(() => companyPlayers.id),
    keepLogged: boolean('keep_logged').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
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
 * Single-use links. Activation links open one membership (no account yet); password reset and
 * email change links belong to an account.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['activation', 'password_reset', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    playerId: integer('player_id').references(() => players.id),
    companyPlayerId: integer('company_player_id').references(() => companyPlayers.id),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // Tries made with the link (an activation form sent, an account's password): bounded (ADR 026).
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_player_idx').on(t.playerId, t.kind),
    index('account_tokens_company_player_idx').on(t.companyPlayerId, t.kind),
  ],
)

/**
 * A reminder's one-tap links ('Vou jogar', 'Não vou', unsubscribe) for one member and BID: the
 * token is stored hashed, answers once and expires at kick-off (ADR 007).
 */
export const reminderLinks = pgTable(
  'reminder_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    companyId: integer('company_id').notNull(),
    bidDayId: integer('bid_day_id').notNull(),
    companyPlayerId: integer('company_player_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId, t.bidDayId],
      foreignColumns: [bidDays.companyId, bidDays.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.companyPlayerId],
      foreignColumns: [companyPlayers.companyId, companyPlayers.id],
    }),
  ],
)

/** A group added the email of an existing account: the membership waits for the person's answer. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    companyPlayerId: integer('company_player_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'invitations_company_player_fk',
      columns: [t.companyId, t.companyPlayerId],
      foreignColumns: [companyPlayers.companyId, companyPlayers.id],
    }),
    uniqueIndex('invitations_open_unique')
      .on(t.companyPlayerId)
      .where(sql`${t.answeredAt} is null`),
    index('invitations_player_idx').on(t.playerId),
  ],
)

/** Failed logins, counted per email so brute force is slowed across every server instance. */
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

/** Every email goes through here, so nothing is lost while SMTP is down. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    companyId: integer('company_id').references(() => companies.id),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    // Extra headers, e.g. List-Unsubscribe on reminders.
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
)

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: createdAt(),
})

export const weatherCache = pgTable('weather_cache', {
  key: text('key').primaryKey(),
  payload: jsonb('payload').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * Once-a-day jobs (the uploads sweep): the instance whose insert of (job, day) succeeds runs
 * that day's work; the others find the row and skip (ADR 027).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.runOn] })],
)

/**
 * The emails a request can make us send to an address someone typed (ADR 026): 'membership' is
 * an organiser's activation link or invitation, 'signup' the 'Confirme seu cadastro' email.
 */
export const EMAIL_REQUEST_KINDS = [
  'signup',
  'password_reset',
  'email_change',
  'membership',
  'contact',
] as const

/**
 * Every request that makes us email an address someone typed, counted per address (and per
 * group for organisers' emails) so our mail cannot be aimed at an inbox (ADR 026). `scope`
 * 'recipient' counts the address we write to; 'contact' the sender of a contact message.
 */
export const emailRequests = pgTable(
  'email_requests',
  {
    id: serial('id').primaryKey(),
    scope: text('scope', { enum: ['recipient', 'contact'] }).notNull(),
    // Which email: the minute's cooldown is per kind, the day's cap per address (ADR 026).
    kind: text('kind', { enum: EMAIL_REQUEST_KINDS }).notNull(),
    address: text('address').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_requests_address_idx').on(t.scope, t.address, t.createdAt),
    index('email_requests_kind_idx').on(t.scope, t.address, t.kind, t.createdAt),
    index('email_requests_company_idx').on(t.companyId, t.createdAt),
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
    kind: text('kind', { enum: ['password_reset', 'signup', 'membership'] }).notNull(),
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
 * A sign-up waiting for the tap on 'Confirmar cadastro' in the email sent to its address: from
 * /registro (a new group, or a group's invite) or from an activation link (one membership).
 * Deleted when confirmed; the retention job drops expired ones with their password hash.
 */
export const signupRequests = pgTable('signup_requests', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name').notNull(),
  phone: text('phone'),
  birthDate: date('birth_date', { mode: 'string' }),
  favoriteTeam: text('favorite_team'),
  nickname: text('nickname'),
  playerPosition: text('player_position', {
    enum: ['goalkeeper', 'fullback', 'defender', 'midfielder', 'striker'],
  }),
  // /registro without an invite: the group to found.
  groupName: text('group_name'),
  // /registro with an invite, or the activation link's group.
  companyId: integer('company_id').references(() => companies.id),
  // An activation link: the membership it opens and the link, used up on confirmation.
  companyPlayerId: integer('company_player_id').references(() => companyPlayers.id),
  activationTokenId: integer('activation_token_id').references(() => accountTokens.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
})

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

// ---- Money: the group's Pix settings, its charges and their history (ADR 038) ----

/** 'Financeiro' on /configuracoes: where the group's money goes and what it charges. */
export const financeSettings = pgTable('finance_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  pixKeyType: text('pix_key_type', { enum: ['cpf', 'cnpj', 'email', 'phone', 'random'] }).notNull(),
  // Stored as the Pix directory does (+5511…, digits only, lower case).
  pixKey: text('pix_key').notNull(),
  receiverName: text('receiver_name').notNull(),
  receiverCity: text('receiver_city').notNull(),
  // Integer centavos; null = the group does not charge it.
  monthlyFeeCents: integer('monthly_fee_cents'),
  gameFeeCents: integer('game_fee_cents'),
  dueDay: smallint('due_day').notNull().default(10),
  courtCostCents: integer('court_cost_cents'),
  // Game charges are made for BIDs finished from here on, never for the group's past games.
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One amount a member owes. Made once by the database: a monthly charge per member and month, a
 * game charge per member and finished BID (partial unique indexes), whichever instance tries.
 */
export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    companyPlayerId: integer('company_player_id').notNull(),
    kind: text('kind', { enum: ['monthly', 'game', 'one_off'] }).notNull(),
    // 'YYYY-MM' in the group's time zone, for a monthly charge.
    period: text('period'),
    bidDayId: integer('bid_day_id'),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['open', 'reported', 'paid', 'waived'] })
      .notNull()
      .default('open'),
    paidMethod: text('paid_method', { enum: ['pix', 'cash'] }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    waivedReason: text('waived_reason'),
    // 'Cobrar' emails a charge at most once every three days.
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'charges_company_player_fk',
      columns: [t.companyId, t.companyPlayerId],
      foreignColumns: [companyPlayers.companyId, companyPlayers.id],
    }),
    foreignKey({
      name: 'charges_bid_day_fk',
      columns: [t.companyId, t.bidDayId],
      foreignColumns: [bidDays.companyId, bidDays.id],
    }),
    uniqueIndex('charges_monthly_unique')
      .on(t.companyId, t.companyPlayerId, t.period)
      .where(sql`${t.kind} = 'monthly'`),
    uniqueIndex('charges_game_unique')
      .on(t.bidDayId, t.companyPlayerId)
      .where(sql`${t.kind} = 'game'`),
    index('charges_company_due_idx').on(t.companyId, t.dueDate),
    index('charges_company_member_idx').on(t.companyId, t.companyPlayerId),
  ],
)

/** Every change to a charge: what, who (null = Bidfut itself) and when. Never updated. */
export const chargeEvents = pgTable(
  'charge_events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => charges.id),
    actorCompanyPlayerId: integer('actor_company_player_id'),
    // The name when it happened: a later rename or removal does not rewrite the history.
    actorName: text('actor_name').notNull(),
    action: text('action', {
      enum: ['created', 'amount_changed', 'waived', 'reported', 'confirmed', 'reminded'],
    }).notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('charge_events_charge_idx').on(t.chargeId, t.id)],
)
// ── Push notifications (ADR 041) ─────────────────────────────────────────────────────────────

/**
 * A browser on a device that accepted push notifications for an account: the push service's
 * endpoint (checked against the allowlist) and the keys its payloads are encrypted with. One row
 * per endpoint; the account that subscribed last on that browser owns it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    kinds: text('kinds', { enum: pushKinds }).array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_player_idx').on(t.playerId)],
)

/**
 * Pushes waiting for (or done with) their push service, like email_outbox: one row per event
 * and device, ever (the unique key), claimed with FOR UPDATE SKIP LOCKED by any instance.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('push_outbox_event_device_unique').on(t.dedupeKey, t.subscriptionId),
    index('push_outbox_pending_idx').on(t.status, t.nextAttemptAt),
  ],
)

// ---- After the whistle: the night's matches, the craque vote and ratings (ADR 039) ----------

/** The group's switch for the craque da partida vote; on unless an organiser turns it off. */
export const craqueSettings = pgTable('craque_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  voteEnabled: boolean('vote_enabled').notNull().default(true),
})

/** One match of the night between two drawn teams, in the order played; the score is optional. */
export const bidMatches = pgTable(
  'bid_matches',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    bidDayId: integer('bid_day_id').notNull(),
    homeTeamId: smallint('home_team_id').notNull(),
    awayTeamId: smallint('away_team_id').notNull(),
    homeGoals: smallint('home_goals'),
    awayGoals: smallint('away_goals'),
    /** The teams' line-ups when the match was recorded: a later redraw does not rewrite history. */
    homePlayers: integer('home_players').array().notNull(),
    awayPlayers: integer('away_players').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId, t.bidDayId],
      foreignColumns: [bidDays.companyId, bidDays.id],
    }).onDelete('cascade'),
    index('bid_matches_bid_idx').on(t.companyId, t.bidDayId, t.id),
  ],
)

/**
 * A finished BID's craque vote: opened in the finishing transaction, closed once by whichever
 * instance's closer claims the row first (closed_at set under FOR UPDATE SKIP LOCKED).
 */
export const craquePolls = pgTable(
  'craque_polls',
  {
    bidDayId: integer('bid_day_id').primaryKey(),
    companyId: integer('company_id').notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The winners' memberships at closing; several on a tie, none without a valid vote. */
    winnerIds: integer('winner_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    winnerVotes: integer('winner_votes').notNull().default(0),
    /** Valid votes counted at closing: no vote may exist that the count did not see. */
    votesCounted: integer('votes_counted').notNull().default(0),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId, t.bidDayId],
      foreignColumns: [bidDays.companyId, bidDays.id],
    }).onDelete('cascade'),
    index('craque_polls_due_idx')
      .on(t.closesAt)
      .where(sql`${t.closedAt} is null`),
  ],
)

/** A confirmed player's vote; one per voter and BID, changeable until closing. */
export const craqueVotes = pgTable(
  'craque_votes',
  {
    bidDayId: integer('bid_day_id')
      .notNull()
      .references(() => craquePolls.bidDayId, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    voterId: integer('voter_id').notNull(),
    candidateId: integer('candidate_id').notNull(),
    /** An organiser voided it: the voter did not actually play. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bidDayId, t.voterId] })],
)

/** The 'BID finalizado' email's vote link for one member and BID (ADR 024: the page asks, a tap votes). */
export const craqueVoteLinks = pgTable('craque_vote_links', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  bidDayId: integer('bid_day_id')
    .notNull()
    .references(() => craquePolls.bidDayId, { onDelete: 'cascade' }),
  companyId: integer('company_id').notNull(),
  companyPlayerId: integer('company_player_id').notNull(),
  createdAt: createdAt(),
})

/** A member's learned rating (OpenSkill mean and uncertainty), updated when a BID is finished. */
export const memberRatings = pgTable('member_ratings', {
  companyPlayerId: integer('company_player_id')
    .primaryKey()
    .references(() => companyPlayers.id),
  companyId: integer('company_id').notNull(),
  mu: doublePrecision('mu').notNull(),
  sigma: doublePrecision('sigma').notNull(),
  games: integer('games').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

// ---- LGPD and the activity log (ADR 040) ----

/**
 * Who changed what in a group, written in the same transaction as the change (ADR 040). Only
 * ids and non-personal values: names are read from the memberships when shown, so a deleted
 * account reads 'Ex-jogador #…' here too. No update or delete path exists but the 12-month
 * retention job.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    // The account and membership that acted; null for the system (a job).
    actorPlayerId: integer('actor_player_id'),
    actorCompanyPlayerId: integer('actor_company_player_id'),
    // Whose entry or register row it is about, when it is about one person.
    subjectCompanyPlayerId: integer('subject_company_player_id'),
    bidDayId: integer('bid_day_id'),
    // Before → after and the like; never a personal field's value.
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_company_idx').on(t.companyId, t.id),
    index('activity_log_subject_idx').on(t.subjectCompanyPlayerId),
    index('activity_log_actor_idx').on(t.actorCompanyPlayerId),
    index('activity_log_created_idx').on(t.createdAt),
  ],
)

/** When an account was erased at the person's request (ADR 040); its row stays, emptied. */
export const erasedAccounts = pgTable('erased_accounts', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A group an administrator closed (ADR 040): its data is erased once `closes_at` passes, by the
 * daily group-closing job, unless an administrator reopens it first (the row is deleted).
 * `erased_at` is set in the transaction that erases, so each group is erased exactly once.
 */
export const groupClosures = pgTable('group_closures', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  closedByCompanyPlayerId: integer('closed_by_company_player_id'),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  createdAt: createdAt(),
})
// ---- The season runs itself (ADR 036) -------------------------------------------------------

/**
 * A group's weekly game and the mensalistas' window. next_opens_at is the opening instant of the
 * next scheduled game not yet opened or skipped, so a tick reads only the groups due.
 */
export const bidSchedules = pgTable(
  'bid_schedules',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    enabled: boolean('enabled').notNull().default(false),
    weekdays: smallint('weekdays')
      .array()
      .notNull()
      .default(sql`'{}'`),
    gameTime: text('game_time').notNull().default('20:00'),
    location: text('location'),
    opensDaysBefore: smallint('opens_days_before').notNull().default(6),
    monthlyWindowHours: smallint('monthly_window_hours'),
    nextOpensAt: timestamp('next_opens_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bid_schedules_due_idx')
      .on(t.nextOpensAt)
      .where(sql`${t.enabled}`),
  ],
)

/**
 * What became of each scheduled date: 'opened' (its BID, by the scheduler or by hand), 'skipped'
 * by an organiser, or 'missed' (the server was down until the game began). The primary key makes
 * each date's opening happen once, whatever the number of instances.
 */
export const bidScheduleDates = pgTable(
  'bid_schedule_dates',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['opened', 'skipped', 'missed'] }).notNull(),
    bidDayId: integer('bid_day_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'bid_schedule_dates_pk', columns: [t.companyId, t.localDate] })],
)
