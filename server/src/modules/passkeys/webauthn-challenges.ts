import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { webauthnUsedChallenges } from '../../db/schema/sign-in.ts'
import { clock } from '../../lib/clock.ts'
import { hashToken } from '../../lib/tokens.ts'

/** What a challenge was made for: signing in, adding a passkey to an account, or a new account. */
export type CeremonyPurpose = 'sign-in' | 'add' | 'join'

/** Long enough to pick a passkey and unlock the phone; the browser's own timeout is one minute. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000

export type WebAuthnChallenges = ReturnType<typeof createWebAuthnChallenges>

/**
 * WebAuthn challenges signed instead of stored (ADR 049): the login page asks for one as it loads
 * (the browser's passkey autofill needs it), and a page that loads must write nothing (ADR 024).
 * A challenge carries its purpose, the account it is for (0: none yet), its expiry and 16 random
 * bytes, under an HMAC of the server secret. The answer that uses it records its hash, in the
 * transaction that signs in or saves the passkey, so the same assertion twice is refused.
 */
export function createWebAuthnChallenges(secret: string) {
  const key = createHmac('sha256', 'bidfut:webauthn-challenge').update(secret).digest()
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url')

  return {
    /** The challenge's bytes, as generate*Options take them. */
    issue(purpose: CeremonyPurpose, playerId = 0): Uint8Array<ArrayBuffer> {
      const expires = clock.now().getTime() + CHALLENGE_TTL_MS
      const body = `${purpose}.${playerId}.${expires}.${randomBytes(16).toString('base64url')}`
      return new Uint8Array(Buffer.from(`${body}.${mac(body)}`, 'utf8'))
    },

    /**
     * Whether the challenge the browser signed (base64url, from clientDataJSON) is ours, for
     * this purpose and account, and not expired. Used as verify*Response's expectedChallenge.
     */
    matches(purpose: CeremonyPurpose, playerId = 0) {
      return (challenge: string): boolean => {
        const text = Buffer.from(challenge, 'base64url').toString('utf8')
        const parts = text.split('.')
        if (parts.length !== 5) return false
        const [p, id, expires, , tag] = parts as [string, string, string, string, string]
        const expected = Buffer.from(mac(parts.slice(0, 4).join('.')))
        const given = Buffer.from(tag)
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
        return p === purpose && id === String(playerId) && Number(expires) > clock.now().getTime()
      }
    },

    /** Whether an answer already used this challenge: a replay, told apart from a bad answer. */
    async wasSpent(db: Db, challenge: string): Promise<boolean> {
      const rows = await db
        .select({ hash: webauthnUsedChallenges.challengeHash })
        .from(webauthnUsedChallenges)
        .where(eq(webauthnUsedChallenges.challengeHash, hashToken(challenge)))
      return rows.length > 0
    },

    /** Records the challenge as answered; false when it was answered before (a replay). */
    async spend(tx: Tx, challenge: string): Promise<boolean> {
      const rows = await tx
        .insert(webauthnUsedChallenges)
        .values({
          challengeHash: hashToken(challenge),
          expiresAt: new Date(clock.now().getTime() + CHALLENGE_TTL_MS),
        })
        .onConflictDoNothing()
        .returning({ hash: webauthnUsedChallenges.challengeHash })
      return rows.length === 1
    },
  }
}

/** Answered challenges past their expiry: nothing can present them again. */
export async function deleteExpiredChallenges(db: Db, now: Date) {
  const rows = await db
    .delete(webauthnUsedChallenges)
    .where(lt(webauthnUsedChallenges.expiresAt, now))
    .returning({ hash: webauthnUsedChallenges.challengeHash })
  return rows.length
}
