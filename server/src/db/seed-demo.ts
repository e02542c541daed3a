import { count, eq } from 'drizzle-orm'
import type { PlayerType, Position, Role } from '@bidfut/domain/contracts/enums'
import { localDateTimeInDays } from '@bidfut/domain/rules/local-time'
import { hashPassword } from '../lib/password.ts'
import type { Db } from './client.ts'
import { players } from './schema/accounts.ts'
import { bidDays, bidPlayers } from './schema/bids.ts'
import { companies } from './schema/groups.ts'
import { companyPlayers } from './schema/memberships.ts'

export const DEMO_GROUP = 'Pelada de Quinta'
export const DEMO_PASSWORD = 'demo1234'
export const DEMO_EMAIL_DOMAIN = 'demo.bidfut.test'
const TIME_ZONE = 'America/Sao_Paulo'
const PLACE = 'Arena Society Vila Madalena, São Paulo'
// Open-Meteo's geocoding answer for São Paulo, stored so a fresh start needs no network.
const FORECAST_CITY = {
  forecastCity: 'São Paulo, São Paulo, Brasil',
  forecastLatitude: -23.5475,
  forecastLongitude: -46.63611,
}
const KICK_OFF = '20:00:00'
const FINISHED_BIDS = 10

type DemoPerson = {
  email: string
  name: string
  nickname: string
  role: Role
  type: PlayerType
  position: Position
  skill: number
}

// [name, nickname, type, position, skill]: realistic Thursday-night regulars and guests.
const ROSTER: [string, string, PlayerType, Position, number][] = [
  ['Marcos Vinícius Pereira', 'Marquinhos', 'goalkeeper', 'goalkeeper', 7],
  ['José Roberto Almeida', 'Zé Paredão', 'goalkeeper', 'goalkeeper', 6],
  ['Anderson Luiz Costa', 'Dida', 'goalkeeper', 'goalkeeper', 5],
  ['Rafael Souza Lima', 'Rafinha', 'monthly', 'striker', 8],
  ['Bruno Henrique Santos', 'Bruninho', 'monthly', 'midfielder', 7],
  ['Thiago Oliveira Rocha', 'Thiaguinho', 'monthly', 'defender', 6],
  ['Felipe Carvalho Dias', 'Felipão', 'monthly', 'defender', 5],
  ['Gustavo Ribeiro Martins', 'Guga', 'monthly', 'fullback', 6],
  ['Leonardo Gomes Barbosa', 'Léo', 'monthly', 'midfielder', 8],
  ['Diego Fernandes Araújo', 'Diegão', 'monthly', 'striker', 7],
  ['Rodrigo Mendes Cardoso', 'Digão', 'monthly', 'fullback', 5],
  ['Vinícius Teixeira Moura', 'Vini', 'monthly', 'midfielder', 6],
  ['Eduardo Nascimento Pinto', 'Dudu', 'monthly', 'striker', 9],
  ['Fábio Moreira Castro', 'Fabinho', 'monthly', 'defender', 4],
  ['Ricardo Azevedo Nunes', 'Ricardinho', 'monthly', 'midfielder', 5],
  ['André Luiz Correia', 'Dedé', 'monthly', 'fullback', 7],
  ['Paulo César Freitas', 'PC', 'monthly', 'defender', 6],
  ['Renato Silva Batista', 'Renatinho', 'monthly', 'midfielder', 4],
  ['Lucas Gabriel Ramos', 'Lucão', 'monthly', 'striker', 6],
  ['Mateus Henrique Lopes', 'Teteu', 'sporadic', 'midfielder', 7],
  ['Gabriel Augusto Vieira', 'Gabigol', 'sporadic', 'striker', 9],
  ['Caio Monteiro Farias', 'Caião', 'sporadic', 'defender', 5],
  ['Igor Nogueira Cunha', 'Igão', 'sporadic', 'fullback', 4],
  ['Henrique Duarte Reis', 'Rique', 'sporadic', 'midfielder', 6],
  ['Otávio Pires Campos', 'Tavinho', 'sporadic', 'striker', 5],
  ['Samuel Brito Macedo', 'Samuca', 'sporadic', 'defender', 3],
  ['Wellington Tavares Sá', 'Tom', 'sporadic', 'midfielder', 8],
  ['Jefferson Melo Prado', 'Jeff', 'sporadic', 'fullback', 6],
]

function demoPeople(domain: string): DemoPerson[] {
  const staff: DemoPerson[] = [
    {
      email: `organizador@${domain}`,
      name: 'Alexandre Magno Siqueira',
      nickname: 'Xandão',
      role: 'administrator',
      type: 'monthly',
      position: 'midfielder',
      skill: 6,
    },
    {
      email: `editor@${domain}`,
      name: 'Cláudio Roberto Fonseca',
      nickname: 'Claudinho',
      role: 'editor',
      type: 'monthly',
      position: 'defender',
      skill: 5,
    },
  ]
  const members = ROSTER.map(([name, nickname, type, position, skill], i) => ({
    email: `jogador${String(i + 1).padStart(2, '0')}@${domain}`,
    name,
    nickname,
    role: 'member' as const,
    type,
    position,
    skill,
  }))
  return [...staff, ...members]
}

export async function isDatabaseEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(companies)
  return (row?.n ?? 0) === 0
}

export async function findDemoGroup(db: Db) {
  const rows = await db.select().from(companies).where(eq(companies.name, DEMO_GROUP)).limit(1)
  return rows[0]
}

export type DemoOptions = {
  now?: Date
  /** Another group just like the demo's, e.g. one per browser journey: its name … */
  name?: string
  /** … and the domain of its people's emails (organizador@, editor@, jogador01@ … jogador28@). */
  emailDomain?: string
  /** When the open BID kicks off (local date-time); the next Thursday at least 2 days away unless given. */
  openBidDayOfMatch?: string
}

/** Seeds the demo group: staff, 28 players, finished BIDs with realistic stats and one open BID. */
export async function seedDemo(db: Db, options: DemoOptions = {}) {
  const { now = new Date(), name = DEMO_GROUP, emailDomain = DEMO_EMAIL_DOMAIN } = options
  const people = demoPeople(emailDomain)
  const random = mulberry32(20261121)
  // One hash for every demo account keeps the first start fast; demo passwords are public anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction(async (tx) => {
    const [group] = await tx
      .insert(companies)
      .values({
        name,
        timeZone: TIME_ZONE,
        defaultLocationGame: PLACE,
        ...FORECAST_CITY,
        trialEndsAt: new Date(now.getTime() + 90 * 24 * 3600 * 1000),
      })
      .returning()
    const companyId = group!.id

    const joinedBefore = new Date(now.getTime() - (FINISHED_BIDS + 1) * 7 * 24 * 3600 * 1000)
    const profiles = people.map((person, i) => ({
      email: person.email,
      fullName: person.name,
      phone: `(11) 9${String(8100 + i * 37).padStart(4, '0')}-${String(1000 + i * 211).slice(-4)}`,
      birthDate: `${1978 + (i % 20)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      favoriteTeam: ['Corinthians', 'Palmeiras', 'São Paulo', 'Santos', 'Flamengo'][i % 5],
    }))
    // One statement each for accounts and memberships: a journey run seeds a group per journey.
    const accounts = await tx
      .insert(players)
      .values(profiles.map((profile) => ({ ...profile, passwordHash, activatedAt: now })))
      .returning({ id: players.id, email: players.email })
    const accountOf = new Map(accounts.map((row) => [row.email, row.id]))
    const memberships = await tx
      .insert(companyPlayers)
      .values(
        people.map((person, i) => ({
          companyId,
          playerId: accountOf.get(person.email)!,
          ...profiles[i]!,
          // The group has been playing since before its first seeded BID: attendance counts them all.
          joinedAt: joinedBefore,
          createdAt: joinedBefore,
          nickname: person.nickname,
          role: person.role,
          typePlayer: person.type,
          playerPosition: person.position,
          skillLevel: person.skill,
        })),
      )
      .returning({ id: companyPlayers.id, email: companyPlayers.email })
    const membershipOf = new Map(memberships.map((row) => [row.email, row.id]))
    const members = people.map((person) => ({
      ...person,
      companyPlayerId: membershipOf.get(person.email)!,
    }))

    const dates = demoBidDates(now)
    for (let week = FINISHED_BIDS; week >= 1; week--) {
      const [bid] = await tx
        .insert(bidDays)
        .values({
          companyId,
          number: FINISHED_BIDS - week + 1,
          dayOfMatch: dates.finished[FINISHED_BIDS - week]!,
          location: PLACE,
          status: 'finished',
          closedAt: now,
        })
        .returning({ id: bidDays.id })
      await tx.insert(bidPlayers).values(finishedBidLineUp(members, random, companyId, bid!.id))
    }

    const [open] = await tx
      .insert(bidDays)
      .values({
        companyId,
        number: FINISHED_BIDS + 1,
        dayOfMatch: options.openBidDayOfMatch ?? dates.open,
        location: PLACE,
      })
      .returning({ id: bidDays.id })
    // Most regulars have already confirmed, so 'Sortear Times' works out of the box.
    const regulars = members.filter((m) => m.type !== 'sporadic')
    const openStatus = (i: number): 'absent' | 'waiting' | 'confirmed' =>
      i === 7 ? 'absent' : i % 3 === 1 ? 'waiting' : 'confirmed'
    await tx.insert(bidPlayers).values(
      regulars.map((m, i) => ({
        companyId,
        bidDayId: open!.id,
        companyPlayerId: m.companyPlayerId,
        typePlayer: m.type,
        playerPosition: m.position,
        skillLevel: m.skill,
        status: openStatus(i),
        // A minute apart, before now: 'the last to confirm' (ADR 053) is who confirmed last.
        confirmedAt: openStatus(i) === 'confirmed' ? new Date(+now - (40 - i) * 60_000) : null,
      })),
    )
  })
  return people.map((p) => ({ email: p.email, role: p.role }))
}

/**
 * The demo's Thursdays, oldest first: the finished BIDs are the weeks before this week's Thursday
 * (all in the past), the open one the next Thursday at least two days away.
 */
export function demoBidDates(now: Date): { finished: string[]; open: string } {
  const weekday = new Date(localDateTimeInDays(0, '12:00:00', TIME_ZONE, now)).getDay()
  const toThursday = (4 - weekday + 7) % 7
  const at = (days: number) => localDateTimeInDays(days, KICK_OFF, TIME_ZONE, now)
  return {
    finished: Array.from({ length: FINISHED_BIDS }, (_, i) =>
      at(toThursday - 7 * (FINISHED_BIDS - i)),
    ),
    open: at(toThursday < 2 ? toThursday + 7 : toThursday),
  }
}

function finishedBidLineUp(
  members: (DemoPerson & { companyPlayerId: number })[],
  random: () => number,
  companyId: number,
  bidDayId: number,
) {
  const sporadicSlots = 4 + Math.floor(random() * 4)
  let sporadicTaken = 0
  const rows = []
  for (const m of members) {
    if (m.type === 'sporadic') {
      if (sporadicTaken >= sporadicSlots || random() < 0.4) continue
      sporadicTaken += 1
    }
    const roll = random()
    const status =
      m.type === 'sporadic' || roll > 0.22 ? 'confirmed' : roll < 0.04 ? 'hurt' : 'absent'
    const played = status === 'confirmed'
    const attack = m.position === 'striker' ? 1.6 : m.position === 'midfielder' ? 0.8 : 0.25
    const defence = m.position === 'defender' || m.position === 'fullback' ? 4 : 1.5
    const goals = played ? poisson(random, attack * (m.skill / 6)) : 0
    const saves = played && m.type === 'goalkeeper' ? 3 + Math.floor(random() * 8) : 0
    rows.push({
      companyId,
      bidDayId,
      companyPlayerId: m.companyPlayerId,
      typePlayer: m.type,
      playerPosition: m.position,
      skillLevel: m.skill,
      status: status as 'confirmed' | 'hurt' | 'absent',
      quantityOfGoals: goals,
      assistGoals: played ? poisson(random, 0.7 * (m.skill / 6)) : 0,
      ballRecoveries: played && m.type !== 'goalkeeper' ? poisson(random, defence) : 0,
      goalKeeperDefender: saves,
      weeklyTeam: played && (goals >= 3 || saves >= 9 || random() < 0.08),
      confirmedAt: played ? new Date() : null,
    })
  }
  return rows
}

function poisson(random: () => number, mean: number) {
  const limit = Math.exp(-mean)
  let k = 0
  let p = random()
  while (p > limit) {
    k += 1
    p *= random()
  }
  return k
}

function mulberry32(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
