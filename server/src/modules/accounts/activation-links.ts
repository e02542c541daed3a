import { createHmac } from 'node:crypto'
import type { Tx } from '../../db/client.ts'
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts'
import * as tokens from './account-tokens.repo.ts'

const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** Activation forms sent and account passwords tried with one link, then it is void (ADR 026). */
export const MAX_LINK_ATTEMPTS = 5

export type ActivationLinks = ReturnType<typeof createActivationLinks>

/**
 * A membership's activation link. Its token is derived from its row id with a server key, so the
 * link that works now can be shown again while only its hash is stored (ADR 014).
 */
export function createActivationLinks(deps: { publicUrl: string; linkSecret: string }) {
  const { publicUrl, linkSecret } = deps
  const tokenOf = (tokenId: number) =>
    createHmac('sha256', linkSecret).update(`activation-link:${tokenId}`).digest('base64url')
  const urlOf = (token: string) => `${publicUrl}/activate-user/${token}`

  /** The membership's working link if it can be shown again (older links were random). */
  async function current(tx: Tx, companyPlayerId: number) {
    const found = await tokens.findCurrentToken(tx, { companyPlayerId }, 'activation')
    if (!found) return { found }
    const token = tokenOf(found.id)
    const shown = hashToken(token) === found.tokenHash ? token : undefined
    return { found, shown }
  }

  /** A fresh single-use link for this membership; its older unused links stop working. */
  async function issue(tx: Tx, companyPlayerId: number) {
    const { id, expiresAt } = await tokens.replaceAccountToken(
      tx,
      { companyPlayerId },
      // A random placeholder until the row id the token is derived from is known.
      { kind: 'activation', tokenHash: newOpaqueToken().hash, ttlMs: ACTIVATION_TTL_MS },
    )
    const token = tokenOf(id)
    await tokens.setTokenHash(tx, id, hashToken(token))
    return { id, token, expiresAt }
  }

  return {
    urlOf,
    /** The token of a link row, if it was derived from its id and can be shown again. */
    async shownToken(tx: Tx, tokenId: number) {
      const row = await tokens.findTokenById(tx, tokenId)
      const token = tokenOf(tokenId)
      return row && hashToken(token) === row.tokenHash ? token : undefined
    },
    /**
     * The working link, or a new one when there is none, it cannot be shown again or `renew`
     * asks. Call it holding the membership's row lock, so two callers agree on one link.
     */
    async linkFor(tx: Tx, companyPlayerId: number, renew = false) {
      const { found, shown } = await current(tx, companyPlayerId)
      if (found && shown && !renew) {
        return { id: found.id, token: shown, expiresAt: found.expiresAt, replacedPrevious: false }
      }
      return { ...(await issue(tx, companyPlayerId)), replacedPrevious: found !== undefined }
    },
  }
}
