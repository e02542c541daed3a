import { describe, expect, it } from 'vitest'
import type { TeamDraw } from '@bidfut/domain/contracts/teams'
import { createTeamsTestApp } from './teams.test-kit.ts'

const kit = await createTeamsTestApp()
const { call, draw, groupWithConfirmed } = kit

describe("a draw racing the BID's end", () => {
  it('is either stored before the BID closed or refused with 409, never stored after', async () => {
    for (let round = 0; round < 12; round++) {
      const day = await groupWithConfirmed(10, `Pelada Corrida ${round}`)
      const [drawn, cancelled] = await Promise.all([
        draw(day.editor.token, { quantityOfPlayersEachTeam: 4 }),
        call('DELETE', `/bids/delete-bid/${day.bid.id}`, day.editor.token),
      ])
      expect(cancelled.statusCode).toBe(200)
      expect([200, 409]).toContain(drawn.statusCode)
      const bid = await kit.bidRow(day.bid.id)
      const stored = bid.drawnTeams as TeamDraw | null
      expect(stored === null).toBe(drawn.statusCode === 409)
      if (stored) expect(Date.parse(stored.drawnAt)).toBeLessThanOrEqual(bid.closedAt!.getTime())
      if (drawn.statusCode === 409) {
        expect(drawn.json().message).toMatch(/^(Nenhum BID aberto|Este BID já foi finalizado)/)
      }
    }
  })
})
