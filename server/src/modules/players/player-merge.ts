import type { MergePlayersRequest, MergePlayersResponse } from '@bidfut/domain/contracts/players'
import type { Tx } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { displayName } from '@bidfut/domain/rules/person-names'
import { fillFreeSlots } from '../bids/waiting-list.ts'
import { assertAdministratorRemains, assertRemovalAllowed } from './membership-rules.ts'
import { combineEntries, rewriteDraw } from './merge-rules.ts'
import * as repo from './merge.repo.ts'
import { lockActiveAdministrators } from './players.repo.ts'
import type { PlayersDeps } from './players-deps.ts'
import { recordActivity } from '../activity/activity.ts'

type Member = Awaited<ReturnType<typeof repo.lockMembers>>[number]

const PERSONAL_FIELDS = ['nickname', 'email', 'phone', 'birthDate', 'favoriteTeam'] as const

/** Where the kept member has a blank, the merged one's value; the earlier start in the group. */
function filledBlanks(keep: Member, merge: Member) {
  const changes: Parameters<typeof repo.fillMembership>[3] = {}
  // A person who has an account owns their personal data (ADR 005): only the group's dates move
  // (and when the merged one has the account, its copy of the profile moves with it).
  if (keep.playerId === null && merge.playerId === null) {
    for (const field of PERSONAL_FIELDS) {
      if (!keep[field] && merge[field]) changes[field] = merge[field]
    }
  }
  if (merge.createdAt < keep.createdAt) changes.createdAt = merge.createdAt
  return changes
}

function refuseAccounts(keep: Member, merge: Member) {
  if (keep.playerId !== null && merge.playerId !== null) {
    throw new ConflictError(
      `Não é possível mesclar ${displayName(keep)} e ${displayName(merge)}: os dois têm conta própria, e cada conta pertence à pessoa.`,
    )
  }
}

/** Both entries' BID history becomes the kept member's; returns how many entries moved. */
async function moveHistory(tx: Tx, companyId: number, keep: Member, merge: Member) {
  const keptByBid = new Map(
    (await repo.listEntries(tx, companyId, keep.id)).map((entry) => [entry.bidDayId, entry]),
  )
  let moved = 0
  for (const entry of await repo.listEntries(tx, companyId, merge.id)) {
    const kept = keptByBid.get(entry.bidDayId)
    if (!kept) continue
    const { stays, goes, counters } = combineEntries(kept, entry)
    // The unique (BID, member) index: the row that goes leaves before the other takes its member.
    await repo.deleteEntry(tx, companyId, goes.id)
    await repo.updateEntry(tx, companyId, stays.id, { ...counters, companyPlayerId: keep.id })
    moved += 1
  }
  moved += await repo.moveEntries(tx, companyId, merge.id, keep.id)
  await repo.moveReminderLinks(tx, companyId, merge.id, keep.id)
  const kept = { id: keep.id, name: displayName(keep) }
  for (const bid of await repo.listDraws(tx, companyId)) {
    const draw = rewriteDraw(bid.drawnTeams, merge.id, kept)
    if (draw) await repo.saveDraw(tx, companyId, bid.id, draw)
  }
  return moved
}

/** 'Mesclar': two register entries of one person become one (ADR 012). */
export function createPlayerMerge({ changes, emailOutbox, publicUrl, notices }: PlayersDeps) {
  return {
    async merge(ctx: Ctx, input: MergePlayersRequest): Promise<MergePlayersResponse> {
      requireOrganiser(ctx)
      const { keepCompanyPlayerId, mergeCompanyPlayerId } = input
      const { response, queued } = await changes.transaction(async (tx, touched) => {
        // The open BIDs' locks first, as every BID write takes them; their sheets change too.
        const openBids = await touched.openBids(ctx.companyId)
        touched.membership(mergeCompanyPlayerId)
        const administrators = await lockActiveAdministrators(tx, ctx.companyId)
        const members = await repo.lockMembers(tx, ctx.companyId, [
          keepCompanyPlayerId,
          mergeCompanyPlayerId,
        ])
        const keep = members.find((m) => m.id === keepCompanyPlayerId)
        const merge = members.find((m) => m.id === mergeCompanyPlayerId)
        // Another group's member is not found here: merges never cross groups.
        if (!keep || !merge) throw new NotFoundError('Jogador não encontrado.')
        refuseAccounts(keep, merge)
        assertRemovalAllowed(ctx, merge)
        assertAdministratorRemains(merge, 'removed', administrators)

        const movedEntries = await moveHistory(tx, ctx.companyId, keep, merge)
        await repo.deleteMembershipLeftovers(tx, ctx.companyId, merge.id)
        await repo.deleteMembership(tx, ctx.companyId, merge.id)
        await repo.fillMembership(tx, ctx.companyId, keep.id, filledBlanks(keep, merge))
        // A person who joined as someone new, merged into the row the group had for them
        // (ADR 049): their account moves to that row, which keeps its type and history.
        if (merge.playerId !== null) await repo.moveAccount(tx, ctx.companyId, merge, keep.id)
        await recordActivity(tx, ctx, {
          kind: 'register.merged',
          subjectCompanyPlayerId: keep.id,
          details: { movedEntries, ...(merge.playerId !== null ? { account: true } : {}) },
        })
        // Both entries confirmed in an open BID were one player: the slot freed goes to the
        // head of its waiting list, as when anyone leaves (ADR 011).
        let queued = 0
        for (const openBid of openBids) {
          queued += await fillFreeSlots(tx, notices, ctx.companyId, openBid, clock.now(), publicUrl)
        }
        const response = {
          success: true as const,
          message: `${displayName(merge)} foi mesclado com ${displayName(keep)}.`,
          companyPlayerId: keep.id,
          movedEntries,
        }
        return { response, queued }
      })
      if (queued > 0) emailOutbox.trigger()
      return response
    },
  }
}
