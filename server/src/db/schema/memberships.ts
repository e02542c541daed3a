import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { players } from './accounts.ts'
import { createdAt } from './columns.ts'
import { companies } from './groups.ts'

// A person's place in a group and the ways into it: invitations, activation and account links,
// sign-ups waiting for confirmation, the membership's refresh tokens, and the claims of people who
// find their own name in the group (ADR 049).

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
    // The person's own choices for the 'BID finalizado' email and, for organisers, the weekly
    // digest (ADR 061): /perfil's switches, or the unsubscribe link in the email.
    resultEmails: boolean('result_emails').notNull().default(true),
    digestEmails: boolean('digest_emails').notNull().default(true),
    // Added by name on a BID ('Adicionar Avulso'), not in the register: the register lists them
    // apart as guests while they have no account and no email (ADR 012).
    addedByName: boolean('added_by_name').notNull().default(false),
    // 'Link do jogador' (ADR 049): its token is derived from the row and this; 'Novo link' adds one.
    playerLinkGeneration: integer('player_link_generation').notNull().default(1),
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
 * Single-use links. Activation links open one membership (no account yet); password reset and
 * email change links belong to an account.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', {
      enum: ['activation', 'password_reset', 'email_change', 'sign_in'],
    }).notNull(),
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
 * A sign-up waiting for the tap on 'Confirmar cadastro' in the email sent to its address: from
 * /registro (a new group, or a group's invite) or from an activation link (one membership).
 * Deleted when confirmed; the retention job drops expired ones with their password hash.
 */
export const signupRequests = pgTable('signup_requests', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  // Null for the short join, which asks for no password (ADR 049).
  passwordHash: text('password_hash'),
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
  // The short join through a group's or a player's link: the membership the person says is theirs.
  claimCompanyPlayerId: integer('claim_company_player_id').references(() => companyPlayers.id),
  claimVia: text('claim_via', { enum: ['group_link', 'player_link'] }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
})

/**
 * Someone says a membership the group made (pasted, typed, a guest) is them. Through the player's
 * own link it is confirmed at once; through the group's link it waits for an organiser's
 * 'Confirmar' or the tap in the email sent to the membership's address. One live claim per
 * membership: a second person claiming the same name is refused.
 */
export const membershipClaims = pgTable(
  'membership_claims',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    companyPlayerId: integer('company_player_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    via: text('via', { enum: ['group_link', 'player_link'] }).notNull(),
    // The name the claimant told the group they go by: what the organisers see beside the claim.
    claimantName: text('claimant_name').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'refused', 'undone'] })
      .notNull()
      .default('pending'),
    // The claimant's browser asks how the claim stands and, once confirmed, signs in with it.
    claimTokenHash: text('claim_token_hash').notNull().unique(),
    claimTokenUsedAt: timestamp('claim_token_used_at', { withTimezone: true }),
    // The link emailed to the membership's own address, when it has one.
    emailTokenHash: text('email_token_hash').unique(),
    // What the organiser had typed, put back if the claim is undone.
    typedFields: jsonb('typed_fields').$type<Record<string, unknown>>(),
    decidedByCompanyPlayerId: integer('decided_by_company_player_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'membership_claims_company_player_fk',
      columns: [t.companyId, t.companyPlayerId],
      foreignColumns: [companyPlayers.companyId, companyPlayers.id],
    }),
    uniqueIndex('membership_claims_live_unique')
      .on(t.companyPlayerId)
      .where(sql`${t.status} in ('pending', 'confirmed')`),
    index('membership_claims_company_idx').on(t.companyId, t.status),
    index('membership_claims_player_idx').on(t.playerId),
  ],
)
