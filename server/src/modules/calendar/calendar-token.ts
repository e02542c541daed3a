import { createSealedIds } from '../../lib/sealed-ids.ts'

/**
 * A person's feed token (ADR 037): the account id and the feed's generation, sealed under keys
 * derived from the server secret (lib/sealed-ids.ts). 'Renovar link' bumps the generation.
 */
export type FeedTokens = ReturnType<typeof createFeedTokens>

export function createFeedTokens(secret: string) {
  const sealed = createSealedIds(secret, 'calendar-feed')
  return {
    tokenFor: (playerId: number, generation: number) => sealed.tokenFor(playerId, generation),
    read(token: string): { playerId: number; generation: number } | null {
      const ids = sealed.read(token)
      return ids && { playerId: ids.id, generation: ids.generation }
    },
  }
}
