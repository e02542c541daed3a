import type { Tx } from '../../db/client.ts'
import type { PlayerContact, PlayerUpdate } from '@bidfut/domain/contracts/players'
import { normalisedPhone, phoneDigits } from '@bidfut/domain/rules/phone'
import { revokeMemberRefreshTokens } from '../accounts/accounts.repo.ts'
import { enqueueAccountJob } from '../accounts/account-jobs.repo.ts'
import { expireUnusedTokens } from '../accounts/account-tokens.repo.ts'
import { withdrawInvitations } from '../accounts/invitations.repo.ts'
import { countEmailRequest } from '../mail/email-limits.ts'
import type { Ctx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import {
  assertAdministratorRemains,
  assertMembershipChangeAllowed,
  assertRemovalAllowed,
} from './membership-rules.ts'
import * as memberships from '../accounts/memberships.repo.ts'
import type { PlayersDeps } from './players-deps.ts'
import * as repo from './players.repo.ts'
import { recordActivity } from '../activity/activity.ts'

const PERSONAL_DATA_LOCKED =
  'Este jogador já ativou a conta: nome, email, data de nascimento, telefone e time do coração só podem ser alterados por ele.'

type Ids = { playerId: number; companyPlayerId: number }
type Member = NonNullable<memberships.MemberRow>
/** An edit as saved: the form's fields, where a pasted entry's position may still be missing. */
type Edit = Omit<PlayerUpdate, 'playerPosition' | 'id' | 'playerId' | 'playerCanBeEdit'> & {
  playerPosition: PlayerUpdate['playerPosition'] | null
}

function personalDataDiffers(stored: Member, input: Edit) {
  const same = (a: string | null | undefined, b: string | null | undefined) =>
    (a ?? '').trim() === (b ?? '').trim()
  return !(
    same(stored.fullName, input.fullName) &&
    same(stored.email?.toLowerCase(), input.email) &&
    same(stored.birthDate?.slice(0, 10), input.birthDate) &&
    same(phoneDigits(stored.phone ?? ''), phoneDigits(input.phone ?? '')) &&
    same(stored.favoriteTeam, input.favoriteTeam)
  )
}

function removalMessage({
  name,
  entries,
}: {
  name: string
  entries: { number: number; status: string }[]
}) {
  if (entries.length === 0) return 'Jogador deletado!'
  const bids = (list: { number: number }[]) =>
    `${list.length > 1 ? 'nos BIDs' : 'no BID'} ${list.map((e) => `#${e.number}`).join(' e ')}`
  const confirmed = entries.filter((e) => e.status === 'confirmed')
  const left = entries.filter((e) => e.status !== 'confirmed')
  if (left.length === 0) {
    return `${name} foi removido do cadastro, mas continua confirmado ${bids(confirmed)}.`
  }
  const out = `${name} foi removido do cadastro e saiu ${bids(left).replace(/^n/, 'd')}`
  return confirmed.length === 0 ? `${out}.` : `${out}, mas continua confirmado ${bids(confirmed)}.`
}

/** A new email for someone who has not joined: the old address's invitation and links go. */
const emailChanges = (stored: Member, input: Edit) =>
  !stored.joinedAt && (stored.email ?? '') !== (input.email ?? '')

const CHANGED_MEANWHILE = 'Este jogador acabou de ser alterado por outra pessoa. Tente de novo.'

async function findTarget(tx: Tx, ctx: Ctx, ids: Ids) {
  const target =
    ids.playerId === ids.companyPlayerId
      ? await memberships.findMember(tx, ctx.companyId, ids.companyPlayerId)
      : undefined
  if (!target) throw new NotFoundError('Jogador não encontrado.')
  return target
}

/** Editing and removing memberships: the register's rules on roles, administrators and personal data. */
// Personal fields are named, never copied, into the log; the rest say before → after (ADR 040).
const PERSONAL_FIELDS = ['fullName', 'email', 'birthDate', 'phone', 'favoriteTeam', 'nickname']
const PLAIN_FIELDS = ['role', 'typePlayer', 'playerPosition', 'skillLevel', 'status']

function registerChanges(before: Record<string, unknown>, after: Record<string, unknown>) {
  const differs = (field: string) =>
    field in after && (after[field] ?? null) !== (before[field] ?? null)
  return [
    ...PERSONAL_FIELDS.filter(differs).map((field) => ({ field })),
    ...PLAIN_FIELDS.filter(differs).map((field) => ({
      field,
      from: before[field] ?? null,
      to: after[field] ?? null,
    })),
  ]
}

/** The stored entry as the form would send it back: what the small actions keep as it is. */
function storedEdit(stored: Member): Edit {
  return {
    fullName: stored.fullName,
    email: stored.email,
    birthDate: stored.birthDate?.slice(0, 10) ?? null,
    phone: stored.phone,
    favoriteTeam: stored.favoriteTeam,
    nickname: stored.nickname ?? stored.fullName,
    playerPosition: stored.playerPosition,
    skillLevel: stored.skillLevel,
    typePlayer: stored.typePlayer,
    status: stored.status === 0 ? 0 : 1,
    role: stored.role,
  }
}

export function createPlayerChanges({ db, changes, accountJobs }: PlayersDeps) {
  /**
   * One edit of a membership, as the form or a small action asks it: `next` reads the stored
   * entry (inside the transaction, so a small action keeps what another change just saved).
   */
  async function edit(ctx: Ctx, ids: Ids, next: (stored: Member) => Edit) {
    requireOrganiser(ctx)
    // Read first to know whether a new address is counted: the count's locks come first.
    const before =
      ids.playerId === ids.companyPlayerId
        ? await memberships.findMember(db, ctx.companyId, ids.companyPlayerId)
        : undefined
    const planned = before ? next(before) : undefined
    const newAddress = before && planned && emailChanges(before, planned) ? planned.email : null
    let saved: Edit
    try {
      saved = await changes.transaction(async (tx, touched) => {
        if (newAddress) {
          await countEmailRequest(tx, {
            address: newAddress,
            kind: 'membership',
            companyId: ctx.companyId,
          })
        }
        // The Live BID shows names and nicknames; its lock comes first, as in every BID write.
        await touched.openBids(ctx.companyId)
        // The role or status may change: the member's sessions are checked again.
        touched.membership(ids.companyPlayerId)
        const administrators = await repo.lockActiveAdministrators(tx, ctx.companyId)
        const target = await findTarget(tx, ctx, ids)
        const input = next(target)
        assertMembershipChangeAllowed(ctx, target, input)
        // Once joined, the person owns their personal data; the organiser may only resend it unchanged.
        if (target.joinedAt && personalDataDiffers(target, input)) {
          throw new ForbiddenError(PERSONAL_DATA_LOCKED)
        }
        assertAdministratorRemains(target, input, administrators)
        const personal = target.joinedAt
          ? {}
          : {
              fullName: input.fullName,
              email: input.email,
              birthDate: input.birthDate,
              phone: normalisedPhone(input.phone),
              favoriteTeam: input.favoriteTeam,
            }
        await memberships.updateMembership(tx, ctx.companyId, target.id, {
          ...personal,
          nickname: input.nickname,
          playerPosition: input.playerPosition,
          skillLevel: input.skillLevel,
          typePlayer: input.typePlayer,
          status: input.status,
          role: input.role,
          // Saved through the register's form: a guest added by name is now filed by type.
          addedByName: false,
        })
        await recordActivity(tx, ctx, {
          kind: 'register.edited',
          subjectCompanyPlayerId: target.id,
          details: { changes: registerChanges(target, { ...input, ...personal }) },
        })
        if (emailChanges(target, input)) {
          if (input.email !== newAddress) throw new ConflictError(CHANGED_MEANWHILE)
          await withdrawInvitations(tx, ctx.companyId, target.id)
          await expireUnusedTokens(tx, { companyPlayerId: target.id }, 'activation')
          if (input.email) {
            const payload = {
              companyId: ctx.companyId,
              companyPlayerId: target.id,
              email: input.email,
            }
            await enqueueAccountJob(tx, { kind: 'membership', payload })
          }
        }
        return input
      })
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new ConflictError('Este email já está cadastrado para outro jogador do grupo.')
      }
      throw err
    }
    if (newAddress) accountJobs.trigger()
    return { success: true as const, message: `${saved.fullName} foi atualizado com sucesso!` }
  }

  return {
    async update(ctx: Ctx, ids: Ids, input: PlayerUpdate) {
      requireOrganiser(ctx)
      if (
        (input.id && input.id !== ids.companyPlayerId) ||
        (input.playerId && input.playerId !== ids.playerId)
      ) {
        throw new BadRequestError('Os dados não correspondem ao jogador editado.')
      }
      return edit(ctx, ids, () => input)
    },

    /** 'Adicionar email': only the contact and type change; a missing position stays missing. */
    async updateContact(ctx: Ctx, ids: Ids, contact: PlayerContact) {
      return edit(ctx, ids, (stored) => ({ ...storedEdit(stored), ...contact }))
    },

    /**
     * Soft delete: past BIDs and stats keep pointing at the membership; its sessions end now.
     * In the open BID, an entry that is not confirmed goes too; a confirmed one stays, so the
     * game's roster is still right, and the message says so.
     */
    async remove(ctx: Ctx, ids: Ids) {
      requireOrganiser(ctx)
      const outcome = await changes.transaction(async (tx, touched) => {
        await touched.openBids(ctx.companyId)
        touched.membership(ids.companyPlayerId)
        const administrators = await repo.lockActiveAdministrators(tx, ctx.companyId)
        const target = await findTarget(tx, ctx, ids)
        assertRemovalAllowed(ctx, target)
        assertAdministratorRemains(target, 'removed', administrators)
        await memberships.updateMembership(tx, ctx.companyId, target.id, {
          deletedAt: new Date(),
        })
        await revokeMemberRefreshTokens(tx, target.id)
        await withdrawInvitations(tx, ctx.companyId, target.id)
        await recordActivity(tx, ctx, {
          kind: 'register.removed',
          subjectCompanyPlayerId: target.id,
        })
        // Each open BID on its own (ADR 059): a confirmed place stays, a pending one goes.
        const entries = await repo.findOpenBidEntries(tx, ctx.companyId, target.id)
        for (const entry of entries) {
          if (entry.status === 'confirmed') continue
          await repo.deleteBidEntry(tx, ctx.companyId, entry.bidDayId, target.id)
        }
        return { name: target.fullName, entries }
      })
      return { success: true as const, message: removalMessage(outcome) }
    },
  }
}
