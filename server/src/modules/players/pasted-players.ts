import type { BulkPlayersRequest, BulkPlayersResponse } from '@bidfut/domain/contracts/players'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import { findNamesake, firstName, nameKey } from '@bidfut/domain/rules/person-names'
import type { Ctx } from '../../lib/context.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import type { PlayersDeps } from './players-deps.ts'
import * as repo from './pasted-players.repo.ts'
import { recordActivity } from '../activity/activity.ts'

/** The nickname a pasted name gets: the name itself, or its first word when it is too long. */
function nicknameOf(name: string): string {
  return name.length <= TEXT_MAX.nickname ? name : firstName(name).slice(0, TEXT_MAX.nickname)
}

function savedMessage(created: number, duplicates: number): string {
  const added = created === 1 ? '1 jogador adicionado' : `${created} jogadores adicionados`
  if (duplicates === 0) return `${added}!`
  const left =
    duplicates === 1
      ? '1 nome já estava no cadastro e não foi repetido'
      : `${duplicates} nomes já estavam no cadastro e não foram repetidos`
  return `${added}. ${left}.`
}

/**
 * 'Colar lista' (ADR 032): the players of a pasted WhatsApp list, added at once as pending
 * members without an email, like 'Adicionar Jogador' without one. A name the register already
 * has (full name or nickname, ignoring case and accents) or that the list repeats is reported,
 * never added twice. All or nothing, in one transaction.
 */
export function createPastedPlayers(deps: Pick<PlayersDeps, 'changes'>) {
  const { changes } = deps

  return {
    async bulkCreate(ctx: Ctx, input: BulkPlayersRequest): Promise<BulkPlayersResponse> {
      requireOrganiser(ctx)
      const { created, duplicates } = await changes.transaction(async (tx, touched) => {
        touched.group(ctx.companyId)
        await repo.lockRegisterNames(tx, ctx.companyId)
        const known = await repo.listLiveNames(tx, ctx.companyId)
        const sent = new Set<string>()
        const duplicates: string[] = []
        const fresh = input.players.filter((player) => {
          const key = nameKey(player.fullName)
          const repeated = sent.has(key) || findNamesake(known, player.fullName) !== undefined
          sent.add(key)
          if (repeated) duplicates.push(player.fullName)
          return !repeated
        })
        const created = await repo.insertMemberships(
          tx,
          fresh.map((player) => ({
            companyId: ctx.companyId,
            fullName: player.fullName,
            nickname: nicknameOf(player.fullName),
            typePlayer: player.goalkeeper ? 'goalkeeper' : player.typePlayer,
            playerPosition: player.goalkeeper ? 'goalkeeper' : null,
            role: 'member',
          })),
        )
        if (created.length > 0) {
          await recordActivity(tx, ctx, {
            kind: 'register.bulk_created',
            details: { count: created.length },
          })
        }
        return { created, duplicates }
      })
      return {
        success: true,
        message: savedMessage(created.length, duplicates.length),
        created: created.map((row) => ({ id: row.id, name: row.fullName })),
        duplicates,
      }
    },
  }
}
