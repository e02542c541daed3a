import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  foreignKey,
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
import { companies, companyPlayers, players } from './schema.ts'

// ---- Signing in without a password, and players who find their own name (ADR 049) ----

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * A passkey (WebAuthn credential) of an account: discoverable, so the browser offers it without
 * an email. The counter is the authenticator's signature count, checked on every sign-in.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    // base64url, as the browser reports it.
    credentialId: text('credential_id').notNull().unique(),
    // The COSE public key, base64url.
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'`),
    deviceType: text('device_type', { enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('passkeys_player_idx').on(t.playerId)],
)

/**
 * WebAuthn challenges are signed, not stored, so showing /login writes nothing (ADR 024). A
 * challenge answered once is kept here until it expires: the same assertion twice is refused.
 */
export const webauthnUsedChallenges = pgTable('webauthn_used_challenges', {
  challengeHash: text('challenge_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** An account's Google (OpenID Connect) identity: the issuer's stable subject, not the email. */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    id: serial('id').primaryKey(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('oidc_identities_issuer_subject_unique').on(t.issuer, t.subject),
    index('oidc_identities_player_idx').on(t.playerId),
  ],
)

/**
 * A Google sign-in on its way: the tap on 'Entrar com Google' stores what the return must match
 * (state, nonce, PKCE verifier, the browser's cookie) and what the person was doing (the join).
 * Taken once; expired rows go with the retention job.
 */
export const oidcLogins = pgTable('oidc_logins', {
  id: serial('id').primaryKey(),
  stateHash: text('state_hash').notNull().unique(),
  browserHash: text('browser_hash').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  intent: jsonb('intent').$type<Record<string, unknown>>().notNull(),
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
