import { describe, expect, it } from 'vitest'
import type { DrawnPlayer, TeamDraw } from '@bidfut/domain/contracts/teams'
import { createTeamsTestApp } from './teams.test-kit.ts'

const kit = await createTeamsTestApp()
const { call, draw, groupWithConfirmed } = kit

const day = await groupWithConfirmed(20, 'Pelada A')

describe('POST /v1/bids/generate-teams-to-play', () => {
  it('is for organisers only', async () => {
    const body = { regenerate: false, sporadicPlayerEspecial: false, quantityOfPlayersEachTeam: 5 }
    expect((await draw(day.member.token, body)).statusCode).toBe(403)
    for (const role of ['administrator', 'manager', 'editor'] as const) {
      expect((await draw(day.byRole[role].token, body)).statusCode).toBe(200)
    }
  })

  it('draws balanced teams from the confirmed players, goalkeepers one per team', async () => {
    const res = await draw(day.editor.token, {
      regenerate: false,
      sporadicPlayerEspecial: false,
      quantityOfPlayersEachTeam: 6,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json() as TeamDraw
    expect(body.success).toBe(true)
    // 18 outfield players, 6 a side: three full teams, the two goalkeepers in teams 1 and 2.
    expect(body.teams).toHaveLength(3)
    expect(body.teams.map((t) => t.players.length)).toEqual([7, 7, 6])
    const skills = body.teams.map((t) => t.totalSkill)
    expect(Math.max(...skills) - Math.min(...skills)).toBeLessThanOrEqual(1)
    const drawnIds = body.teams.flatMap((t) => t.players.map((p) => p.companyPlayerId))
    expect(drawnIds.sort()).toEqual(day.confirmed.map((m) => m.id).sort())
    expect(body.teams[0]!.players[0]).toMatchObject({ typePlayer: 'goalkeeper' })
  })

  it('stores the draw so the dialog and members can read it back', async () => {
    const made = (await draw(day.editor.token, { quantityOfPlayersEachTeam: 5 })).json()
    for (const organiser of [day.administrator, day.manager, day.editor]) {
      const read = await call('GET', '/bids/drawn-teams', organiser.token)
      expect(read.statusCode).toBe(200)
      expect(read.json().teams).toEqual(made.teams)
      expect(read.json().reserves).toEqual(made.reserves)
    }
  })

  it('shows members who plays with whom, without any skill level', async () => {
    const made = (await draw(day.editor.token, { quantityOfPlayersEachTeam: 5 })).json() as TeamDraw
    const read = await call('GET', '/bids/drawn-teams', day.member.token)
    expect(read.statusCode).toBe(200)
    expect(read.body).not.toMatch(/skill/i)
    const withoutSkill = ({ skillLevel: _skill, ...player }: DrawnPlayer) => player
    expect(read.json()).toMatchObject({
      teams: made.teams.map((team) => ({
        teamId: team.teamId,
        players: team.players.map(withoutSkill),
      })),
      reserves: made.reserves.map(withoutSkill),
    })
  })

  it('regenerates a different split of the same quality', async () => {
    const first = (await draw(day.editor.token, { quantityOfPlayersEachTeam: 5 })).json()
    const again = (
      await draw(day.editor.token, { regenerate: true, quantityOfPlayersEachTeam: 5 })
    ).json()
    const gap = (d: TeamDraw) =>
      Math.max(...d.teams.slice(0, 3).map((t) => t.totalSkill)) -
      Math.min(...d.teams.slice(0, 3).map((t) => t.totalSkill))
    expect(gap(again)).toBe(gap(first))
    expect(JSON.stringify(again.teams)).not.toBe(JSON.stringify(first.teams))
  })

  it('validates the team size', async () => {
    for (const size of [2, 11, 4.5, '5']) {
      const res = await draw(day.editor.token, { quantityOfPlayersEachTeam: size })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Jogadores por time deve ser um número de 3 a 10.')
    }
  })

  it('needs enough confirmed outfield players for two full teams', async () => {
    const small = await groupWithConfirmed(9, 'Pelada B')
    const res = await draw(small.editor.token, { quantityOfPlayersEachTeam: 4 })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      'São necessários pelo menos 8 jogadores de linha confirmados para sortear times com 4 por time (confirmados: 7).',
    )
  })

  it("never reads another group's draw", async () => {
    const other = await kit.createTeam('Pelada C')
    expect((await call('GET', '/bids/drawn-teams', other.member.token)).statusCode).toBe(204)
    expect((await draw(other.editor.token, { quantityOfPlayersEachTeam: 5 })).statusCode).toBe(409)
  })
})

describe('a draw and the BID it belongs to', () => {
  const setStatus = (token: string, bidDayId: number, companyPlayerId: number, status: string) =>
    call('PUT', `/bids/update-status-player/${bidDayId}/${companyPlayerId}`, token, { status })
  const readBack = async (token: string) =>
    (await call('GET', '/bids/drawn-teams', token)).json() as TeamDraw

  it('says when the confirmed players changed since the draw, until teams are drawn again', async () => {
    const day = await groupWithConfirmed(12, 'Pelada D')
    const made = (await draw(day.editor.token, { quantityOfPlayersEachTeam: 5 })).json()
    expect(made.confirmedChanged).toBe(false)
    expect((await readBack(day.member.token)).confirmedChanged).toBe(false)

    const leaving = day.confirmed[5]!
    expect((await setStatus(day.editor.token, day.bid.id, leaving.id, 'absent')).statusCode).toBe(
      200,
    )
    expect(await readBack(day.editor.token)).toMatchObject({
      confirmedChanged: true,
      teams: made.teams,
    })
    // Back in: the same line-up the draw was made from.
    expect(
      (await setStatus(day.editor.token, day.bid.id, leaving.id, 'confirmed')).statusCode,
    ).toBe(200)
    expect((await readBack(day.member.token)).confirmedChanged).toBe(false)

    expect(
      (await setStatus(day.editor.token, day.bid.id, day.member.member.id, 'confirmed')).statusCode,
    ).toBe(200)
    expect((await readBack(day.member.token)).confirmedChanged).toBe(true)
    await draw(day.editor.token, { quantityOfPlayersEachTeam: 5 })
    expect((await readBack(day.member.token)).confirmedChanged).toBe(false)
  })

  it('is refused once the BID is cancelled, and the stored draw is no longer served', async () => {
    const day = await groupWithConfirmed(10, 'Pelada E')
    await draw(day.editor.token, { quantityOfPlayersEachTeam: 4 })
    expect(
      (await call('DELETE', `/bids/delete-bid/${day.bid.id}`, day.editor.token)).statusCode,
    ).toBe(200)
    const res = await draw(day.editor.token, { quantityOfPlayersEachTeam: 4 })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Nenhum BID aberto para sortear times.')
    expect((await call('GET', '/bids/drawn-teams', day.member.token)).statusCode).toBe(204)
  })
})
