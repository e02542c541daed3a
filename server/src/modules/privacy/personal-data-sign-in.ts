import { eq } from 'drizzle-orm'
import { companies } from '../../db/schema/groups.ts'
import { membershipClaims } from '../../db/schema/memberships.ts'
import { oidcIdentities, passkeys } from '../../db/schema/sign-in.ts'
import type { PersonalTable } from './person.ts'

/**
 * The LGPD map's entries for signing in without a password and claims (ADR 049): passkeys and
 * Google identities are the person's credentials, claims what they told a group about themselves.
 */
export const SIGN_IN_DATA: Record<string, PersonalTable> = {
  passkeys: {
    // Names and dates; never the credential's id or key.
    export: (tx, p) =>
      tx
        .select({
          name: passkeys.name,
          synced: passkeys.backedUp,
          createdAt: passkeys.createdAt,
          lastUsedAt: passkeys.lastUsedAt,
        })
        .from(passkeys)
        .where(eq(passkeys.playerId, p.playerId)),
    erase: (tx, p) => tx.delete(passkeys).where(eq(passkeys.playerId, p.playerId)),
  },
  oidc_identities: {
    export: (tx, p) =>
      tx
        .select({
          issuer: oidcIdentities.issuer,
          subject: oidcIdentities.subject,
          createdAt: oidcIdentities.createdAt,
          lastUsedAt: oidcIdentities.lastUsedAt,
        })
        .from(oidcIdentities)
        .where(eq(oidcIdentities.playerId, p.playerId)),
    erase: (tx, p) => tx.delete(oidcIdentities).where(eq(oidcIdentities.playerId, p.playerId)),
  },
  membership_claims: {
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          nameGiven: membershipClaims.claimantName,
          via: membershipClaims.via,
          status: membershipClaims.status,
          createdAt: membershipClaims.createdAt,
          decidedAt: membershipClaims.decidedAt,
        })
        .from(membershipClaims)
        .innerJoin(companies, eq(companies.id, membershipClaims.companyId))
        .where(eq(membershipClaims.playerId, p.playerId)),
    erase: (tx, p) => tx.delete(membershipClaims).where(eq(membershipClaims.playerId, p.playerId)),
  },
  webauthn_used_challenges: {
    notPersonal: 'hashes of answered sign-in challenges, with no account; gone in 5 minutes',
  },
  oidc_logins: {
    notPersonal: 'a Google sign-in under way, with no account yet; gone in 10 minutes',
  },
}
