import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { players } from './accounts.ts'
import { createdAt } from './columns.ts'

// Signing in without a password (ADR 049): an account's passkeys and the challenges already
// answered, its Google (OpenID Connect) identity and the Google sign-ins on their way.

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
