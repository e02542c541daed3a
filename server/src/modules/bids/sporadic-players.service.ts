import type {
  AddSporadicPlayerInput,
  AddSporadicPlayerResult,
  SporadicPlayerChoice,
} from '@bidfut/domain/contracts/bids'
import { displayName, findNamesake, sortByName } from '@bidfut/domain/rules/person-names'
import { heldPlacesLineMessage } from '@bidfut/domain/rules/held-places'
import { waitlistedMessage } from '@bidfut/domain/rules/waiting-list'
import type { Db, Tx } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import {
  BID_NOT_FOUND,
  lockOpenBid,
  PLAYER_ALREADY_IN_BID,
  PLAYER_NOT_FOUND,
  writeTransaction,
} from './bid-writes.ts'
import { recordActivity } from '../activity/activity.ts'
import * as repo from './bids.repo.ts'
import * as sporadicRepo from './sporadic-players.repo.ts'
import { isRegularType, organiserSeat, readBidSlots, seatDetails } from './monthly-window.ts'
import { linePosition } from './waiting-list.ts'
import * as waitlistRepo from './waiting-list.repo.ts'

export type SporadicPlayersService = ReturnType<typeof createSporadicPlayersService>

/** Organisers add someone outside the BID's regulars: a member not in it yet, or a new guest. */
export function createSporadicPlayersService(deps: { db: Db; changes: Changes }) {
  const { db } = deps

  return {
    async listSporadicChoices(ctx: Ctx, bidDayId: number): Promise<SporadicPlayerChoice[]> {
      requireOrganiser(ctx)
      if (!(await repo.findBid(db, ctx.companyId, bidDayId))) {
        throw new NotFoundError(BID_NOT_FOUND)
      }
      const candidates = await sporadicRepo.listSporadicCandidates(db, ctx.companyId, bidDayId)
      return sortByName(
        candidates.map((c) => ({
          companyPlayerId: c.companyPlayerId,
          name: displayName(c),
          positionPlayer: c.playerPosition,
          skillLevel: c.skillLevel,
        })),
      )
    },

    async addSporadicPlayer(
      ctx: Ctx,
      input: AddSporadicPlayerInput,
    ): Promise<AddSporadicPlayerResult> {
      requireOrganiser(ctx)
      try {
        const added = await writeTransaction(deps, ctx.companyId, async (tx) => {
          await lockOpenBid(tx, ctx, input.bidDayId)
          const member =
            input.companyPlayerId === 0
              ? await registerSporadicByName(tx, ctx, input)
              : await findAddableMember(tx, ctx, input.bidDayId, input.companyPlayerId)
          // Someone added by the organiser is coming: confirmed while a slot their type may take
          // is free (a held one only with the organiser's yes), else at the end of the waiting
          // list, like a check-in (ADR 011, 036).
          const slots = await readBidSlots(tx, ctx.companyId, input.bidDayId, clock.now())
          const regular = { regular: isRegularType(member.typePlayer) }
          const seat = organiserSeat(slots, regular, input.useHeldPlace)
          const entry = {
            companyId: ctx.companyId,
            bidDayId: input.bidDayId,
            companyPlayerId: member.id,
          }
          await waitlistRepo.insertEntryAs(tx, {
            ...entry,
            typePlayer: member.typePlayer,
            playerPosition: input.positionPlayer,
            skillLevel: input.skillLevel,
            status: seat.confirmed ? 'confirmed' : 'waitlisted',
            confirmedAt: seat.confirmed ? new Date() : null,
          })
          await repo.bumpBidVersion(tx, ctx.companyId, input.bidDayId)
          await recordActivity(tx, ctx, {
            kind: 'bid.guest_added',
            subjectCompanyPlayerId: member.id,
            bidDayId: input.bidDayId,
            details: seatDetails(seat),
          })
          const position = seat.confirmed
            ? null
            : await linePosition(tx, ctx.companyId, input.bidDayId, member.id)
          return {
            companyPlayerId: member.id,
            position,
            heldUntil: seat.confirmed ? null : seat.heldUntil,
          }
        })
        const message =
          added.position === null
            ? 'Jogador adicionado com sucesso!'
            : added.heldUntil
              ? heldPlacesLineMessage(added.heldUntil, added.position)
              : waitlistedMessage(added.position, false)
        return { success: true, message, companyPlayerId: added.companyPlayerId }
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(PLAYER_ALREADY_IN_BID)
        throw error
      }
    },
  }
}

async function registerSporadicByName(tx: Tx, ctx: Ctx, input: AddSporadicPlayerInput) {
  // A name typed instead of picked from the suggestions must not make the same person twice.
  // The BID lock is held, so two adds of one name cannot both pass this check.
  const members = await sporadicRepo.listMembersInBid(tx, ctx.companyId, input.bidDayId)
  const namesake = findNamesake(members, input.playerName)
  if (namesake) {
    const name = displayName(namesake)
    const inBid = namesake.entryStatus !== null
    throw new ConflictError(
      inBid
        ? `${name} já está cadastrado e já está neste BID.`
        : `Já cadastrado: ${name}. Use o jogador cadastrado em vez de criar outro.`,
      undefined,
      {
        existingCompanyPlayerId: namesake.companyPlayerId,
        existingName: name,
        existingInBid: inBid,
      },
    )
  }
  // A guest added by name is a pending membership until someone sends them an activation link.
  return sporadicRepo.insertMembership(tx, {
    companyId: ctx.companyId,
    fullName: input.playerName,
    typePlayer: 'sporadic',
    playerPosition: input.positionPlayer,
    skillLevel: input.skillLevel,
    addedByName: true,
  })
}

async function findAddableMember(tx: Tx, ctx: Ctx, bidDayId: number, companyPlayerId: number) {
  const member = await repo.findMemberWithEntry(tx, ctx.companyId, bidDayId, companyPlayerId)
  if (!member || member.deletedAt !== null) throw new NotFoundError(PLAYER_NOT_FOUND)
  if (member.entryStatus !== null) throw new ConflictError(PLAYER_ALREADY_IN_BID)
  return { id: member.companyPlayerId, typePlayer: member.typePlayer }
}
