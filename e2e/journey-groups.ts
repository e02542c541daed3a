import path from 'node:path'

/**
 * Every journey (spec file) plays in a demo group of its own, seeded before the server starts
 * (e2e/seed-journey-groups.ts): the demo's name, people and BIDs, its emails under a domain named
 * after the file. Journeys running side by side never see each other's data.
 */
export type JourneyGroup = {
  name: string
  domain: string
  organiser: string
  editor: string
  /** jogador05, Bruninho: a monthly regular. */
  member: string
  /** jogador01 … jogador28 in the demo's roster order (20 to 28 are sporadic). */
  player: (n: number) => string
  /** Its open BID kicked off as the run began, not on the demo's next Thursday: it can be finished. */
  openBidUnderway: boolean
  /**
   * A client address of its own, for a journey that signs in more people than the per-address
   * limits let one worker's journeys share in a minute: `test.use({ extraHTTPHeaders: … })`.
   */
  clientAddress: string
}

export const JOURNEY_GROUP_NAME = 'Pelada de Quinta'
// Journeys that finish a BID: the server takes no kick-off in the past, and waiting for one is slow.
const UNDERWAY = new Set(['statistics', 'craque-da-partida', 'furoes', 'furoes-rule'])

/** The group of a spec file: `journeyGroup(import.meta.filename)`. */
export function journeyGroup(specFile: string): JourneyGroup {
  const journey = path.basename(specFile).replace(/\.spec\.ts$/, '')
  const domain = `${journey}.bidfut.test`
  const player = (n: number) => `jogador${String(n).padStart(2, '0')}@${domain}`
  return {
    name: JOURNEY_GROUP_NAME,
    domain,
    organiser: `organizador@${domain}`,
    editor: `editor@${domain}`,
    member: player(5),
    player,
    openBidUnderway: UNDERWAY.has(journey),
    clientAddress: addressOf(journey),
  }
}

function addressOf(journey: string) {
  let hash = 0
  for (const char of journey) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return `10.1.${(hash >>> 8) % 256}.${(hash % 254) + 1}`
}
