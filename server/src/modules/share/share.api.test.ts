import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { activityLog, bidPlayers, companies, companyPlayers } from '../../db/schema.ts'
import { createResultsTestApp } from '../results/results.test-kit.ts'

// The build's check-in page, as the share previews rewrite it (ADR 008's generic tags).
const dist = mkdtempSync(path.join(tmpdir(), 'bidfut-share-dist-'))
mkdirSync(path.join(dist, 'pages'))
const GENERIC = `<meta property="og:title" content="Bidfut: a sua pelada organizada" />
    <meta
      property="og:image"
      content="https://bidfut.example/og-image.jpg"
    />
    <meta name="twitter:card" content="summary_large_image" />`
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Bidfut</title>')
writeFileSync(
  path.join(dist, 'pages', 'check-in.html'),
  `<!doctype html><html><head><title>Bidfut</title>\n    ${GENERIC}\n  </head><body><h1>Check-in</h1></body></html>`,
)

const kit = await createResultsTestApp({ WEB_DIST_DIR: dist })
const { app, db, call, playedBid, drawTeams, finish } = kit
const DAY = 24 * 60 * 60 * 1000

// A played night: 9 confirmed in teams of 3, a scored match, goals and assists, a closed vote.
const night = await playedBid('Conceição')
const [scorer, assistant, ...others] = night.players
expect((await drawTeams(night.administrator.token)).statusCode).toBe(200)
expect(
  (
    await call('POST', `/bids/${night.bid.id}/matches`, night.editor.token, {
      homeTeamId: 1,
      awayTeamId: 2,
      homeGoals: 2,
      awayGoals: 1,
    })
  ).statusCode,
).toBe(200)
await db
  .update(bidPlayers)
  .set({ quantityOfGoals: 2, assistGoals: 0 })
  .where(eq(bidPlayers.companyPlayerId, scorer!.member.id))
await db
  .update(bidPlayers)
  .set({ assistGoals: 1 })
  .where(eq(bidPlayers.companyPlayerId, assistant!.member.id))
const teamsUrl = `/share/bids/${night.bid.id}/teams.png`
const resultUrl = `/share/bids/${night.bid.id}/result.png`
const craqueUrl = `/share/bids/${night.bid.id}/craque.png`
const outsider = await playedBid('Vizinha', 2)

async function pngSize(body: Buffer) {
  const { width, height, format } = await sharp(body).metadata()
  return { width, height, format }
}

describe('the shared pictures', () => {
  it('are PNGs for the group’s people, square or story', async () => {
    const square = await call('GET', teamsUrl, night.member.token)
    expect(square.statusCode).toBe(200)
    expect(square.headers['content-type']).toBe('image/png')
    expect(square.headers['cache-control']).toBe('private, no-cache')
    expect(await pngSize(square.rawPayload)).toEqual({ width: 1080, height: 1080, format: 'png' })
    const story = await call('GET', `${teamsUrl}?formato=story`, others[0]!.token)
    expect(await pngSize(story.rawPayload)).toEqual({ width: 1080, height: 1920, format: 'png' })
    expect(story.headers.etag).not.toBe(square.headers.etag)
    const result = await call('GET', resultUrl, night.member.token)
    expect(result.statusCode).toBe(200)
    expect(await pngSize(result.rawPayload)).toMatchObject({ width: 1080, height: 1080 })
  })

  it('answer 304 to the ETag of the same picture, and a new ETag once the data changes', async () => {
    const first = await call('GET', resultUrl, night.member.token)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await call('GET', resultUrl, night.editor.token, undefined, {
      'if-none-match': etag,
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    const cached = await call('GET', resultUrl, night.member.token)
    expect(cached.headers.etag).toBe(etag)
    expect(cached.rawPayload.equals(first.rawPayload)).toBe(true)

    await db
      .update(bidPlayers)
      .set({ quantityOfGoals: 3 })
      .where(eq(bidPlayers.companyPlayerId, scorer!.member.id))
    const changed = await call('GET', resultUrl, night.member.token, undefined, {
      'if-none-match': etag,
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
  })

  it('are nobody else’s: 401 without a session, 404 to another group', async () => {
    expect((await call('GET', teamsUrl)).statusCode).toBe(401)
    for (const url of [teamsUrl, resultUrl, `/share/players/${scorer!.member.id}/season.png`]) {
      const res = await call('GET', url, outsider.administrator.token)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toMatch(/json/)
    }
    const bad = await call('GET', `${teamsUrl}?formato=retrato`, night.member.token)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Formato inválido: use quadrado ou story.')
  })

  it('say there is no craque until the vote closes, then draw the craque card', async () => {
    const none = await call('GET', craqueUrl, night.member.token)
    expect(none.statusCode).toBe(404)
    expect(none.json().message).toBe('Sem craque eleito')

    await finish(night.administrator.token, night.bid.id)
    for (const voter of [assistant, ...others]) {
      await call('PUT', `/bids/${night.bid.id}/craque-vote`, voter!.token, {
        candidateId: scorer!.member.id,
      })
    }
    await app.jobs.run('craque-closing', new Date(Date.now() + DAY + 60_000))
    const card = await call('GET', `${craqueUrl}?formato=story`, night.member.token)
    expect(card.statusCode).toBe(200)
    expect(await pngSize(card.rawPayload)).toMatchObject({ width: 1080, height: 1920 })
  })

  it('draw the ranking and a member’s season card, and no removed member’s', async () => {
    const ranking = await call('GET', '/share/ranking.png', night.member.token)
    expect(ranking.statusCode).toBe(200)
    const season = await call(
      'GET',
      `/share/players/${scorer!.member.id}/season.png`,
      night.member.token,
    )
    expect(season.statusCode).toBe(200)
    await db
      .update(companyPlayers)
      .set({ deletedAt: new Date() })
      .where(eq(companyPlayers.id, others.at(-1)!.member.id))
    const removed = `/share/players/${others.at(-1)!.member.id}/season.png`
    expect((await call('GET', removed, night.member.token)).statusCode).toBe(404)
    const empty = await call('GET', '/share/ranking.png', outsider.member.token)
    expect(empty.statusCode).toBe(404)
    expect(empty.json().message).toBe('Nenhum artilheiro registrado')
  })
})

// Another group's open BID, with 4 confirmed: what its shared link previews.
const next = await playedBid('Prévia', 4)
await db
  .update(companies)
  .set({ name: 'Pelada da Conceição' })
  .where(eq(companies.id, next.group.id))

describe('a shared check-in link', () => {
  const group = next.group.id
  const token = next.member.token

  it('carries the group’s share token while previews are on', async () => {
    const link = (await call('GET', '/groups/share-link', token)).json()
    expect(link.checkInUrl).toMatch(/^https:\/\/bidfut\.example\/check-in\?c=[\w-]{32}$/)
    const [row] = await db.select().from(companies).where(eq(companies.id, group))
    expect(link.checkInUrl).toContain(row!.shareToken)
  })

  it('opens a page with the next BID’s Open Graph tags and a preview image, and no names', async () => {
    const { checkInUrl } = (await call('GET', '/groups/share-link', token)).json()
    const shareToken = new URL(checkInUrl).searchParams.get('c')!
    const page = await app.inject({ method: 'GET', url: `/check-in?c=${shareToken}` })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<h1>Check-in</h1>')
    expect(page.body).not.toContain('og-image.jpg')
    expect(page.body).toContain('content="BID #1 — ')
    expect(page.body).toMatch(/ · Campo · 4\/24 confirmados"/)
    for (const p of next.players) expect(page.body).not.toContain(p.member.fullName)
    expect(page.body).not.toContain('Pelada da Conceição')
    const image = /property="og:image" content="https:\/\/bidfut\.example(\/v1\/[^"]+)"/.exec(
      page.body,
    )![1]!
    const png = await app.inject({ method: 'GET', url: image })
    expect(png.statusCode).toBe(200)
    expect(png.headers['cache-control']).toBe('public, max-age=300')
    expect(await pngSize(png.rawPayload)).toEqual({ width: 1200, height: 630, format: 'png' })
    // Without a token, or with a wrong one, the page keeps the generic preview.
    for (const url of ['/check-in', `/check-in?c=${'x'.repeat(32)}`, '/check-in?c=<b>']) {
      expect((await app.inject({ method: 'GET', url })).body, url).toContain('og-image.jpg')
    }
    expect((await call('GET', `/share/previews/${'x'.repeat(32)}.png`)).statusCode).toBe(404)
  })

  it('previews nothing once the group turns it off, and the log says who did', async () => {
    const settings = (await call('GET', '/groups/settings', next.administrator.token)).json()
    const off = await call('PUT', '/groups/settings', next.administrator.token, {
      ...settings,
      linkPreviews: false,
    })
    expect(off.statusCode).toBe(200)
    expect(off.json().linkPreviews).toBe(false)
    const [row] = await db.select().from(companies).where(eq(companies.id, group))
    const page = await app.inject({ method: 'GET', url: `/check-in?c=${row!.shareToken}` })
    expect(page.body).toContain('og-image.jpg')
    expect((await call('GET', `/share/previews/${row!.shareToken}.png`)).statusCode).toBe(404)
    const link = (await call('GET', '/groups/share-link', token)).json()
    expect(link.checkInUrl).toBe('https://bidfut.example/check-in')
    const entries = await db.select().from(activityLog).where(eq(activityLog.companyId, group))
    expect(entries.at(-1)).toMatchObject({
      kind: 'settings.updated',
      details: { fields: ['linkPreviews'] },
    })
  })
})
