import type { Tx } from '../../db/client.ts'
import { enqueueEmail } from '../mail/outbox.repo.ts'
import { claimConfirmationEmail, claimWaitingEmail } from '../mail/templates.ts'
import { enqueuePush } from '../push/push.repo.ts'
import { organisersWithEmail } from './joining.repo.ts'

type WaitingClaim = {
  id: number
  companyId: number
  groupName: string
  nickname: string
  claimantName: string
}

/**
 * A claim through the group's link waits: every organiser is told, by email and on the devices
 * that want 'Pedido para entrar como jogador', in the transaction that makes the claim.
 */
export async function queueClaimNotices(tx: Tx, claim: WaitingClaim, publicUrl: string) {
  const url = `${publicUrl}/jogadores`
  for (const organiser of await organisersWithEmail(tx, claim.companyId)) {
    const content = claimWaitingEmail({ organiserName: organiser.fullName, url, ...claim })
    await enqueueEmail(tx, {
      dedupeKey: `claim-waiting:${claim.id}:${organiser.companyPlayerId}`,
      to: organiser.email!,
      companyId: claim.companyId,
      ...content,
    })
  }
  await enqueuePush(tx, {
    kind: 'claim',
    dedupeKey: `claim-waiting:${claim.id}`,
    audience: { organisers: claim.companyId },
    payload: {
      title: `${claim.groupName}: alguém disse ser ${claim.nickname}`,
      body: `${claim.claimantName} entrou pelo link de convite. Toque para confirmar ou recusar.`,
      url,
      tag: `claim-${claim.id}`,
    },
  })
}

/** The membership's own address gets the link whose tap confirms the claim. */
export async function queueClaimConfirmationEmail(
  tx: Tx,
  claim: WaitingClaim & { to: string; token: string },
  publicUrl: string,
) {
  const content = claimConfirmationEmail({
    nickname: claim.nickname,
    groupName: claim.groupName,
    url: `${publicUrl}/confirmar-vinculo/${claim.token}`,
  })
  await enqueueEmail(tx, { dedupeKey: `claim-confirm:${claim.id}`, to: claim.to, ...content })
}
