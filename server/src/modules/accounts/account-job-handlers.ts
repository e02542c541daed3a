import type { Tx } from '../../db/client.ts'
import { newOpaqueToken } from '../../lib/tokens.ts'
import * as notices from '../notices/kinds/account.ts'
import { sendNotice } from '../notices/notices.ts'
import { findGroupInvite } from '../groups/groups.repo.ts'
import type { ClaimedJob, SignupPayload } from './account-jobs.repo.ts'
import * as tokens from './account-tokens.repo.ts'
import type { ActivationLinks } from './activation-links.ts'
import { findActivationTarget } from './activation.repo.ts'
import { insertInvitation } from './invitations.repo.ts'
import { lockMembership } from './memberships.repo.ts'
import * as people from './people.repo.ts'
import { insertSignupRequest } from './signup-requests.repo.ts'

const RESET_TTL_MS = 60 * 60 * 1000
const SIGNUP_TTL_MS = 24 * 60 * 60 * 1000

export type AccountJobHandlers = ReturnType<typeof createAccountJobHandlers>

/**
 * What public requests left for later (ADR 026): here, and only here, it matters whether an
 * email has an account. Each runs in the worker's transaction that also deletes its job.
 */
export function createAccountJobHandlers(deps: { publicUrl: string; links: ActivationLinks }) {
  const { publicUrl, links } = deps

  async function passwordReset(tx: Tx, job: { id: number; payload: { email: string } }) {
    const account = await people.findAccountByEmail(tx, job.payload.email)
    if (!account) return
    const { token, hash } = newOpaqueToken()
    const { id } = await tokens.replaceAccountToken(
      tx,
      { playerId: account.id },
      { kind: 'password_reset', tokenHash: hash, ttlMs: RESET_TTL_MS },
    )
    const url = `${publicUrl}/redefinir-senha/${token}`
    const reset = { fullName: account.fullName, url, tokenId: id }
    await sendNotice(tx, notices.passwordReset, reset, [{ email: account.email, companyId: null }])
  }

  /** The group a sign-up founds or joins, or nothing when it no longer can. */
  async function signupGroup(tx: Tx, signup: SignupPayload) {
    if (signup.companyPlayerId !== undefined) {
      const target = await findActivationTarget(tx, signup.companyPlayerId)
      if (!target) return undefined
      // Links made before ADR 014 (and by the CLI) cannot be rebuilt: no join link then.
      const token = await links.shownToken(tx, signup.activationTokenId!)
      return {
        name: target.groupName,
        joinUrl: token ? `${links.urlOf(token)}?conta=existente` : undefined,
      }
    }
    if (signup.companyId !== undefined) {
      const group = await findGroupInvite(tx, signup.companyId)
      if (!group?.inviteToken) return undefined
      return { name: group.name, joinUrl: `${publicUrl}/entrar-na-pelada/${group.inviteToken}` }
    }
    return { name: signup.groupName!, joinUrl: undefined }
  }

  async function signup(tx: Tx, job: { id: number; payload: SignupPayload }) {
    const { payload } = job
    const group = await signupGroup(tx, payload)
    if (!group) return
    const account = await people.findAccountByEmail(tx, payload.email)
    if (account) {
      const exists = {
        fullName: account.fullName,
        loginUrl: `${publicUrl}/login`,
        resetUrl: `${publicUrl}/esqueci-senha`,
        join: group.joinUrl ? { groupName: group.name, url: group.joinUrl } : undefined,
        jobId: job.id,
      }
      await sendNotice(tx, notices.accountExists, exists, [
        { email: account.email, companyId: null },
      ])
      return
    }
    const { token, hash } = newOpaqueToken()
    const { id } = await insertSignupRequest(tx, {
      ...payload,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + SIGNUP_TTL_MS),
    })
    const confirmation = {
      fullName: payload.fullName,
      url: `${publicUrl}/confirmar-cadastro/${token}`,
      groupName: group.name,
      createsGroup: payload.groupName !== undefined,
      requestId: id,
    }
    await sendNotice(tx, notices.signupConfirmation, confirmation, [
      { email: payload.email, companyId: null },
    ])
  }

  /**
   * A group added (or re-added) an email to a pending membership: the person with an account is
   * invited, anyone else gets the activation link. Both leave the membership a working link, so
   * 'Gerar Link' afterwards shows nothing that tells the two apart.
   */
  async function membership(
    tx: Tx,
    job: { id: number; payload: { companyId: number; companyPlayerId: number; email: string } },
  ) {
    const { companyId, companyPlayerId, email } = job.payload
    await lockMembership(tx, companyId, companyPlayerId)
    const target = await findActivationTarget(tx, companyPlayerId)
    // Removed, joined or given another email since: that change had its own say.
    if (target?.companyId !== companyId || target.email?.toLowerCase() !== email) return
    const link = await links.linkFor(tx, companyPlayerId)
    const account = await people.findAccountByEmail(tx, email)
    if (!account) {
      const activation = {
        fullName: target.fullName,
        groupName: target.groupName,
        url: links.urlOf(link.token),
        linkId: link.id,
        sending: `job-${job.id}`,
      }
      await sendNotice(tx, notices.activation, activation, [{ email, companyId }])
      return
    }
    const invitation = await insertInvitation(tx, {
      companyId,
      companyPlayerId,
      playerId: account.id,
    })
    if (!invitation) return
    const invited = {
      fullName: account.fullName,
      groupName: target.groupName,
      url: `${publicUrl}/convites`,
      invitationId: invitation.id,
    }
    await sendNotice(tx, notices.invitation, invited, [{ email: account.email, companyId }])
  }

  return {
    async handle(tx: Tx, job: ClaimedJob) {
      if (job.kind === 'password_reset') return passwordReset(tx, job)
      if (job.kind === 'signup') return signup(tx, job)
      return membership(tx, job)
    },
  }
}
