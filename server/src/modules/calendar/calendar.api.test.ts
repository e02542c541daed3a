import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { joinGroup } from '../../../test/factories.ts'
import { players } from '../../db/schema/accounts.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { createBidsTestApp, inDays, PUBLIC_URL } from '../bids/bids.test-kit.ts'
import { errorBody } from '../../../test/error-body.ts'

const kit = await createBidsTestApp()
const { db, call } = kit

const NOT_FOUND = errorBody({ message: 'Calendário não encontrado.' })
const HOST = new URL(PUBLIC_URL).host

type Links = {
  feedUrl: string
  webcalUrl: string
  googleUrl: string
  outlookUrl: string
  eventBaseUrl: string
}

async function linksOf(token: string): Promise<Links> {
  const res = await call('GET', '/profile/calendar', token)
  expect(res.statusCode).toBe(200)
  return res.json() as Links
}

/** The feed's path under /v1, as a calendar app would fetch it. */
const feedPath = (links: Links) => links.feedUrl.slice(`${PUBLIC_URL}/v1`.length)

/** What a calendar app sees: every VEVENT read by ical.js with the feed's own VTIMEZONEs. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const zones = new Map(
    calendar
      .getAllSubcomponents('vtimezone')
      .map((zone) => [String(zone.getFirstPropertyValue('tzid')), new ICAL.Timezone(zone)]),
  )
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    const start = event.startDate
    const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid')
    const zone = typeof tzid === 'string' ? zones.get(tzid) : undefined
    if (zone) start.zone = zone
    const end = event.endDate
    if (zone) end.zone = zone
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status')),
      url: String(vevent.getFirstPropertyValue('url')),
      tzid,
      local: start.toString(),
      startUtc: start.toJSDate().toISOString(),
      endUtc: end.toJSDate().toISOString(),
      zoneKnown: zone !== undefined,
    }
  })
}

async function feedOf(links: Links, headers: Record<string, string> = {}) {
  const res = await call('GET', feedPath(links), undefined, undefined, headers)
  return { res, events: res.statusCode === 200 ? parseFeed(res.body) : [] }
}

/** A wall-clock São Paulo time as the UTC instant a calendar shows (UTC-3, no summer time). */
const saoPauloUtc = (local: string) =>
  new Date(Date.parse(`${local.slice(0, 19)}Z`) + 3 * 3_600_000).toISOString()

describe('GET /profile/calendar', () => {
  it('gives the person one private feed with Google, Apple and Outlook links, the same each time', async () => {
    const team = await kit.createTeam('Pelada dos Links')
    const links = await linksOf(team.member.token)
    expect(links.feedUrl).toMatch(new RegExp(`^${PUBLIC_URL}/v1/calendar/[A-Za-z0-9_-]{22}\\.ics$`))
    expect(links.webcalUrl).toBe(links.feedUrl.replace('https:', 'webcal:'))
    expect(new URL(links.googleUrl).searchParams.get('cid')).toBe(links.webcalUrl)
    expect(new URL(links.outlookUrl).searchParams.get('url')).toBe(links.feedUrl)
    expect(links.eventBaseUrl).toBe(links.feedUrl.replace(/\.ics$/, '/bids/'))
    expect(await linksOf(team.member.token)).toEqual(links)
    // Another person of the same group has their own feed.
    expect((await linksOf(team.manager.token)).feedUrl).not.toBe(links.feedUrl)
    expect((await call('GET', '/profile/calendar')).statusCode).toBe(401)
  })
})

describe('GET /calendar/{token}.ics', () => {
  it('lists the open BID in the group’s time zone with its place and a link to the check-in', async () => {
    const team = await kit.createTeamWithOpenBid('Pelada do Fuso')
    const { res, events } = await feedOf(await linksOf(team.member.token))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Sao_Paulo')
    const day = inDays(3)
    expect(events).toEqual([
      {
        uid: `bid-${team.group.id}-${day.slice(0, 10).replaceAll('-', '')}@${HOST}`,
        summary: `Pelada do Fuso — BID #${team.number}`,
        location: 'Quadra do Teste',
        sequence: 0,
        status: 'CONFIRMED',
        url: `${PUBLIC_URL}/check-in`,
        tzid: 'America/Sao_Paulo',
        local: day,
        startUtc: saoPauloUtc(day),
        endUtc: new Date(Date.parse(saoPauloUtc(day)) + 90 * 60_000).toISOString(),
        zoneKnown: true,
      },
    ])
    // 'Como chegar' (ADR 061): the place in the maps apps, from the helper the screens use.
    const description = new ICAL.Component(ICAL.parse(res.body))
      .getFirstSubcomponent('vevent')!
      .getFirstPropertyValue('description')
    expect(description).toBe(
      [
        `Confirme sua presença: ${PUBLIC_URL}/check-in`,
        'Como chegar:',
        'Google Maps: https://www.google.com/maps/search/?api=1&query=Quadra%20do%20Teste',
        'Apple Maps: https://maps.apple.com/?q=Quadra%20do%20Teste',
        'Waze: https://waze.com/ul?q=Quadra%20do%20Teste&navigate=yes',
      ].join('\n'),
    )
  })

  it('writes a group abroad in its own zone, summer time included', async () => {
    const team = await kit.createTeam('Pelada de Lisboa')
    await db
      .update(companies)
      .set({ timeZone: 'Europe/Lisbon' })
      .where(eq(companies.id, team.group.id))
    // 2031-07-10 20:00 in Lisbon is summer time (UTC+1); 2031-12-11 20:00 is winter (UTC+0).
    await kit.insertBid(team.group.id, { dayOfMatch: '2031-07-10T20:00:00', number: 1 })
    await kit.insertBid(team.group.id, {
      dayOfMatch: '2031-12-11T20:00:00',
      number: 2,
      status: 'finished',
    })
    const { events } = await feedOf(await linksOf(team.member.token))
    expect(events.map((e) => [e.tzid, e.local, e.startUtc, e.zoneKnown])).toEqual([
      ['Europe/Lisbon', '2031-07-10T20:00:00', '2031-07-10T19:00:00.000Z', true],
      ['Europe/Lisbon', '2031-12-11T20:00:00', '2031-12-11T20:00:00.000Z', true],
    ])
  })

  it('changes a moved BID in place (same UID, higher SEQUENCE) and marks a cancelled one', async () => {
    const team = await kit.createTeamWithOpenBid('Pelada Remarcada')
    const links = await linksOf(team.member.token)
    const [before] = (await feedOf(links)).events
    const moved = inDays(4, '21:30:00')
    const update = await call('PUT', `/bids/update-bid/${team.bidDayId}`, team.manager.token, {
      dayOfMatch: moved.slice(0, 16),
      location: 'Arena Nova',
    })
    expect(update.statusCode).toBe(200)
    const [after] = (await feedOf(links)).events
    expect(after).toMatchObject({
      uid: before!.uid,
      sequence: 1,
      local: moved,
      location: 'Arena Nova',
      status: 'CONFIRMED',
    })

    // A check-in is not a change to the game: the calendar entry stays as it was.
    await kit.putStatus(team.bidDayId, team.member.member.id, team.member.token, 'confirmed')
    expect((await feedOf(links)).events[0]!.sequence).toBe(1)

    const cancel = await call('DELETE', `/bids/delete-bid/${team.bidDayId}`, team.manager.token)
    expect(cancel.statusCode).toBe(200)
    const [cancelled] = (await feedOf(links)).events
    expect(cancelled).toMatchObject({ uid: before!.uid, sequence: 2, status: 'CANCELLED' })
    expect(cancelled!.summary).toContain('(cancelado)')

    // A new BID on the cancelled one's first date takes its UID over with a higher SEQUENCE.
    const again = await call('POST', '/bids/create-bid', team.administrator.token, {
      dayOfMatch: inDays(3),
    })
    expect(again.statusCode).toBe(201)
    const events = (await feedOf(links)).events
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ uid: before!.uid, status: 'CONFIRMED', local: inDays(3) })
    expect(events[0]!.sequence).toBeGreaterThan(2)
  })

  it('keeps a game played on another day when a new BID opens on the date it first had', async () => {
    const team = await kit.createTeam('Pelada Antecipada')
    // BID #1 was for Thursday and was played on Wednesday; BID #2 opens for Thursday.
    const played = await kit.insertBid(team.group.id, {
      dayOfMatch: '2031-03-05T20:00:00',
      number: 1,
      status: 'finished',
    })
    await db.update(bidDays).set({ calendarDate: '2031-03-06' }).where(eq(bidDays.id, played.id))
    await kit.insertBid(team.group.id, { dayOfMatch: '2031-03-06T20:00:00', number: 2 })
    const { events } = await feedOf(await linksOf(team.member.token))
    expect(events.map((e) => [e.summary, e.uid, e.status])).toEqual([
      [
        'Pelada Antecipada — BID #1',
        `bid-${team.group.id}-20310306-${played.id}@${HOST}`,
        'CONFIRMED',
      ],
      ['Pelada Antecipada — BID #2', `bid-${team.group.id}-20310306@${HOST}`, 'CONFIRMED'],
    ])
  })

  it('shows only the groups the person plays in, and drops a group that removed them', async () => {
    const mine = await kit.createTeamWithOpenBid('Pelada Minha')
    const other = await kit.createTeamWithOpenBid('Pelada Alheia')
    const [account] = await db
      .select()
      .from(players)
      .where(eq(players.id, mine.member.member.playerId!))
    const second = await kit.createTeam('Pelada Segunda')
    const membership = await joinGroup(db, second.group.id, account!)
    await kit.insertBid(second.group.id, { dayOfMatch: inDays(5), number: 1 })
    const links = await linksOf(mine.member.token)

    const summaries = async () => (await feedOf(links)).events.map((e) => e.summary).sort()
    expect(await summaries()).toEqual(['Pelada Minha — BID #1', 'Pelada Segunda — BID #1'])
    expect((await feedOf(links)).res.body).not.toContain(other.group.name)

    await db
      .update(companyPlayers)
      .set({ deletedAt: new Date() })
      .where(eq(companyPlayers.id, membership.id))
    expect(await summaries()).toEqual(['Pelada Minha — BID #1'])
    await db
      .update(companyPlayers)
      .set({ status: 0 })
      .where(eq(companyPlayers.id, mine.member.member.id))
    const { res, events } = await feedOf(links)
    // Still a calendar, now empty: the person's link keeps working if they join again.
    expect(res.statusCode).toBe(200)
    expect(events).toEqual([])
  })

  it('answers 304 to If-None-Match and If-Modified-Since until the games change', async () => {
    const team = await kit.createTeamWithOpenBid('Pelada do Cache')
    // Joined and opened a minute ago: HTTP dates count whole seconds.
    const minuteAgo = new Date(Date.now() - 60_000)
    await db
      .update(bidDays)
      .set({ calendarChangedAt: minuteAgo })
      .where(eq(bidDays.id, team.bidDayId))
    await db
      .update(companyPlayers)
      .set({ createdAt: minuteAgo, joinedAt: minuteAgo })
      .where(eq(companyPlayers.companyId, team.group.id))
    const links = await linksOf(team.member.token)
    const first = (await feedOf(links)).res
    const etag = String(first.headers.etag)
    const lastModified = String(first.headers['last-modified'])
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    expect(Date.parse(lastModified)).not.toBeNaN()
    expect(first.headers['cache-control']).toBe('private, no-cache')

    const byTag = (await feedOf(links, { 'if-none-match': etag })).res
    expect(byTag.statusCode).toBe(304)
    expect(byTag.body).toBe('')
    expect(byTag.headers.etag).toBe(etag)
    const byDate = (await feedOf(links, { 'if-modified-since': lastModified })).res
    expect(byDate.statusCode).toBe(304)
    expect(byDate.headers['last-modified']).toBe(lastModified)

    await call('PUT', `/bids/update-bid/${team.bidDayId}`, team.manager.token, {
      dayOfMatch: inDays(3, '21:00:00').slice(0, 16),
    })
    const changed = (await feedOf(links, { 'if-none-match': etag })).res
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect((await feedOf(links, { 'if-modified-since': lastModified })).res.statusCode).toBe(200)
  })

  it('voids the old link on renewal: the same 404 as a token that never existed', async () => {
    const team = await kit.createTeamWithOpenBid('Pelada Renovada')
    const old = await linksOf(team.member.token)
    expect((await feedOf(old)).res.statusCode).toBe(200)

    const renew = await call('POST', '/profile/calendar/renew', team.member.token)
    expect(renew.statusCode).toBe(200)
    const renewed = renew.json() as Links
    expect(renewed.feedUrl).not.toBe(old.feedUrl)
    expect(await linksOf(team.member.token)).toEqual(renewed)
    expect((await feedOf(renewed)).events).toHaveLength(1)

    const gone = (await feedOf(old)).res
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toEqual(NOT_FOUND)
    const oldEvent = await call(
      'GET',
      `${old.eventBaseUrl.slice(PUBLIC_URL.length + 3)}${team.bidDayId}.ics`,
    )
    expect(oldEvent.statusCode).toBe(404)
  })

  it.each([
    ['an unknown token', `/calendar/${'A'.repeat(22)}.ics`],
    ['a token of another length', `/calendar/${'A'.repeat(32)}.ics`],
    ['a malformed token', '/calendar/abc.ics'],
    ['no .ics', `/calendar/${'A'.repeat(22)}`],
    ['an unknown token’s event', `/calendar/${'A'.repeat(22)}/bids/1.ics`],
  ])('answers %s with the one 404 that names no account', async (_case, url) => {
    const res = await call('GET', url)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual(NOT_FOUND)
  })
})

describe('GET /calendar/{token}/bids/{id}.ics', () => {
  it('downloads the BID as a one-event calendar, never another group’s BID', async () => {
    const team = await kit.createTeamWithOpenBid('Pelada do Download')
    const other = await kit.createTeamWithOpenBid('Pelada de Fora')
    const links = await linksOf(team.member.token)
    const path = (id: number) => `${links.eventBaseUrl.slice(`${PUBLIC_URL}/v1`.length)}${id}.ics`

    const res = await call('GET', path(team.bidDayId))
    expect(res.statusCode).toBe(200)
    // Named by the BID's number, as people know it (the group's first BID), not its row id.
    expect(res.headers['content-disposition']).toBe('attachment; filename="bid-1.ics"')
    const events = parseFeed(res.body)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      uid: (await feedOf(links)).events[0]!.uid,
      tzid: 'America/Sao_Paulo',
      local: inDays(3),
    })

    for (const url of [path(other.bidDayId), path(999_999), path(0)]) {
      const refused = await call('GET', url)
      expect(refused.statusCode).toBe(404)
      expect(refused.json()).toEqual(NOT_FOUND)
    }
  })
})

describe('feed rate limit', () => {
  it('answers 429 with Retry-After and the wait in words past 120 fetches a minute', async () => {
    const url = `/calendar/${'B'.repeat(22)}.ics`
    const headers = {}
    let last = await call('GET', url, undefined, undefined, headers)
    for (let i = 1; i <= 120 && last.statusCode !== 429; i += 1) {
      last = await call('GET', url, undefined, undefined, headers)
    }
    expect(last.statusCode).toBe(429)
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0)
    expect(last.json().message).toMatch(/^Muitas tentativas\. Aguarde .+ e tente novamente\.$/)
  })
})
