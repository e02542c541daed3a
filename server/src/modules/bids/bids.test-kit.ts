import { and, count, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { expect } from 'vitest'
import type { Role } from '@bidfut/domain/contracts/enums'
import type { PlayersListResponse } from '@bidfut/domain/contracts/players'
import { localDateTimeInDays } from '@bidfut/domain/rules/local-time'
import { bearer, createGroup, createMember, type MemberOptions } from '../../../test/factories.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { createAccessTokens } from '../../lib/access-token.ts'

export const SP = 'America/Sao_Paulo'
export const organiserRoles = ['administrator', 'manager', 'editor'] as const satisfies Role[]
export const allRoles = [...organiserRoles, 'member'] as const satisfies Role[]

/** A wall-clock date-time `days` from today in São Paulo, as the API takes dayOfMatch. */
export const inDays = (days: number, time = '20:00:00') => localDateTimeInDays(days, time, SP)

export const statusUrl = (bidDayId: number | string, companyPlayerId: number | string) =>
  `/bids/update-status-player/${bidDayId}/${companyPlayerId}`

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type Member = typeof companyPlayers.$inferSelect

/** Where the emails' links point in these tests. */
export const PUBLIC_URL = 'https://bidfut.example'

/** The app on a fresh database plus shortcuts for the BID API tests. */
export async function createBidsTestApp(env: Record<string, string> = {}) {
  const { app, db, config, database } = await createTestApp({ PUBLIC_URL, ...env })
  // Signing tokens directly keeps the tests clear of the login rate limits and password hashing.
  const tokens = createAccessTokens(config.jwtSecret, 15 * 60)

  const tokenFor = (member: Member) =>
    tokens.sign({
      companyId: member.companyId,
      companyPlayerId: member.id,
      playerId: member.playerId!,
      role: member.role,
      sessionId: 'test-session',
    })

  async function addMember(companyId: number, options: MemberOptions = {}) {
    const created = await createMember(db, companyId, { email: null, ...options })
    return { member: created.member, token: await tokenFor(created.member) }
  }

  /** A group with one member of each role. */
  async function createTeam(name = 'Pelada de Teste') {
    const group = await createGroup(db, name)
    const administrator = await addMember(group.id, { role: 'administrator', fullName: 'Admin' })
    const manager = await addMember(group.id, { role: 'manager', fullName: 'Gerente' })
    const editor = await addMember(group.id, { role: 'editor', fullName: 'Editor' })
    const member = await addMember(group.id, { role: 'member', fullName: 'Membro' })
    return {
      group,
      administrator,
      manager,
      editor,
      member,
      byRole: { administrator, manager, editor, member },
    }
  }

  function call(
    method: Method,
    url: string,
    token?: string,
    payload?: InjectOptions['payload'],
    headers: Record<string, string> = {},
  ) {
    return app.inject({
      method,
      url: `/v1${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
    })
  }

  /** A BID written straight to the database, for dates the API refuses (the past). */
  async function insertBid(
    companyId: number,
    values: { dayOfMatch: string; number?: number; status?: 'open' | 'finished' | 'cancelled' },
  ) {
    const [bid] = await db
      .insert(bidDays)
      .values({
        companyId,
        number: values.number ?? 1,
        status: 'open',
        location: 'Campo',
        ...values,
      })
      .returning()
    return bid!
  }

  /** A group with one member of each role and an open BID 3 days ahead (the regulars waiting). */
  async function createTeamWithOpenBid(name = 'Pelada de Teste') {
    const team = await createTeam(name)
    const res = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(3),
    })
    expect(res.statusCode).toBe(201)
    const { bidDayId, number } = res.json() as { bidDayId: number; number: number }
    return { ...team, bidDayId, number }
  }

  /** A status change as the screen sends it: one field in the body. */
  const putStatus = (
    bidDayId: number | string,
    companyPlayerId: number | string,
    token: string | undefined,
    status: string,
  ) => call('PUT', statusUrl(bidDayId, companyPlayerId), token, { status })

  async function putInBid(
    bidDayId: number,
    member: Member,
    status: 'waiting' | 'confirmed' | 'absent' | 'hurt' = 'waiting',
  ) {
    await db.insert(bidPlayers).values({
      companyId: member.companyId,
      bidDayId,
      companyPlayerId: member.id,
      typePlayer: member.typePlayer,
      status,
    })
  }

  async function entryOf(bidDayId: number, companyPlayerId: number) {
    const rows = await db.select().from(bidPlayers).where(eq(bidPlayers.bidDayId, bidDayId))
    return rows.find((r) => r.companyPlayerId === companyPlayerId)
  }

  async function confirmedCount(bidDayId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(bidPlayers)
      .where(and(eq(bidPlayers.bidDayId, bidDayId), eq(bidPlayers.status, 'confirmed')))
    return row!.n
  }

  /** The group's settings saved with `change` by the organiser whose token it is: the answer. */
  async function changeSettings(token: string, change: object) {
    const settings = (await call('GET', '/groups/settings', token)).json() as object
    return call('PUT', '/groups/settings', token, { ...settings, ...change })
  }

  /** The register as /jogadores reads it (the organiser whose token it is): a card by id. */
  async function registerCards(token: string) {
    const res = await call('GET', '/company-players/list', token)
    expect(res.statusCode, res.body).toBe(200)
    const list = res.json() as PlayersListResponse
    const all = [...list.monthlyPlayers, ...list.goalKeepers, ...list.sporadicPlayers]
    return (id: number) => all.find((p) => p.id === id)!
  }

  async function bidRow(bidDayId: number) {
    const [row] = await db.select().from(bidDays).where(eq(bidDays.id, bidDayId))
    return row!
  }

  return {
    app,
    db,
    database,
    config,
    call,
    tokenFor,
    addMember,
    createTeam,
    createTeamWithOpenBid,
    insertBid,
    putStatus,
    putInBid,
    entryOf,
    confirmedCount,
    changeSettings,
    registerCards,
    bidRow,
  }
}
