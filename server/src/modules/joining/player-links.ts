import { createSealedIds } from '../../lib/sealed-ids.ts'

export type PlayerLinks = ReturnType<typeof createPlayerLinks>

/**
 * 'Link do jogador' (ADR 049): a pending player's own link, /jogador/{token}. The token seals the
 * membership id and its link generation (lib/sealed-ids.ts), so showing the link writes nothing
 * and 'Novo link' voids the old one. It works until someone joins that membership.
 */
export function createPlayerLinks(deps: { secret: string; publicUrl: string }) {
  const sealed = createSealedIds(deps.secret, 'player-link')
  return {
    urlOf: (member: { id: number; playerLinkGeneration: number }) =>
      `${deps.publicUrl}/jogador/${sealed.tokenFor(member.id, member.playerLinkGeneration)}`,
    /** The membership and generation a token names, or null for anything not made here. */
    read(token: string) {
      const ids = sealed.read(token)
      return ids && { companyPlayerId: ids.id, generation: ids.generation }
    },
  }
}
