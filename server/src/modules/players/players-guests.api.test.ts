import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { RegisteredPlayer } from '@bidfut/domain/contracts/players'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { createBidsTestApp } from '../bids/bids.test-kit.ts'

// A goalkeeper added in the register without an email was listed as a guest (guests
// were inferred from "no account, no email"); now the way they came in is stored.
const kit = await createBidsTestApp()
const { call } = kit

type Listed = Pick<RegisteredPlayer, 'id' | 'name' | 'typePlayer' | 'guest'>

async function register(token: string) {
  const res = await call('GET', '/company-players/list', token)
  expect(res.statusCode).toBe(200)
  const body = res.json() as Record<string, Listed[]>
  const pick = (list: Listed[]) =>
    list.map(({ id, name, typePlayer, guest }) => ({ id, name, typePlayer, guest }))
  return {
    goalKeepers: pick(body.goalKeepers!),
    monthlyPlayers: pick(body.monthlyPlayers!),
    sporadicPlayers: pick(body.sporadicPlayers!),
  }
}

/** 'Adicionar Avulso' with a name nobody in the group has. */
const addByName = (
  team: { editor: { token: string }; bidDayId: number },
  playerName: string,
  positionPlayer: string,
) =>
  call('POST', '/bids/add-sporadic-player', team.editor.token, {
    bidDayId: team.bidDayId,
    companyPlayerId: 0,
    playerName,
    positionPlayer,
    skillLevel: 6,
  })

const keeperForm = {
  fullName: 'Rafael Goleiro',
  nickname: 'Rafa',
  playerPosition: 'goalkeeper',
  typePlayer: 'goalkeeper',
}

describe('the register files people by how they were added', () => {
  it('lists a goalkeeper added without an email under goalkeepers, not as a guest', async () => {
    const team = await kit.createTeam()
    const res = await call(
      'POST',
      '/company-players/create-company-player',
      team.editor.token,
      keeperForm,
    )
    expect(res.statusCode).toBe(200)
    const { id } = res.json() as { id: number }
    const listed = await register(team.editor.token)
    expect(listed.goalKeepers).toEqual([
      { id, name: 'Rafael Goleiro', typePlayer: 'goalkeeper', guest: false },
    ])
    // Nor does an avulso or mensal added in the register without an email count as a guest.
    for (const [typePlayer, key] of [
      ['sporadic', 'sporadicPlayers'],
      ['monthly', 'monthlyPlayers'],
    ] as const) {
      const added = await call(
        'POST',
        '/company-players/create-company-player',
        team.editor.token,
        {
          ...keeperForm,
          fullName: `Sem Email ${typePlayer}`,
          typePlayer,
        },
      )
      expect(added.statusCode).toBe(200)
      const found = (await register(team.editor.token))[key].find(
        (player) => player.id === added.json().id,
      )
      expect(found).toMatchObject({ typePlayer, guest: false })
    }
  })

  it('marks someone added by name on the BID as a guest until the register’s form saves them', async () => {
    const team = await kit.createTeamWithOpenBid()
    const res = await addByName(team, 'Tião', 'goalkeeper')
    expect(res.statusCode).toBe(200)
    const id = res.json().companyPlayerId as number
    expect((await register(team.editor.token)).sporadicPlayers).toContainEqual({
      id,
      name: 'Tião',
      typePlayer: 'sporadic',
      guest: true,
    })

    // The organiser files the guest as a goalkeeper, still with no email: no longer a guest.
    const saved = await call('PUT', `/company-players/edit/${id}/${id}`, team.editor.token, {
      ...keeperForm,
      fullName: 'Tião',
      nickname: 'Tião',
      skillLevel: 6,
      status: 1,
      role: 'member',
    })
    expect(saved.statusCode).toBe(200)
    const listed = await register(team.editor.token)
    expect(listed.goalKeepers).toContainEqual({
      id,
      name: 'Tião',
      typePlayer: 'goalkeeper',
      guest: false,
    })
    expect(listed.sporadicPlayers.map((player) => player.id)).not.toContain(id)
  })

  it('stops calling a guest a guest once they have an email', async () => {
    const team = await kit.createTeamWithOpenBid()
    const res = await addByName(team, 'Zeca', 'striker')
    const id = res.json().companyPlayerId as number
    await kit.db
      .update(companyPlayers)
      .set({ email: 'zeca@exemplo.com' })
      .where(eq(companyPlayers.id, id))
    const listed = await register(team.editor.token)
    expect(listed.sporadicPlayers.find((player) => player.id === id)?.guest).toBe(false)
  })
})
