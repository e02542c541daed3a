import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createBidsTestApp, inDays } from '../modules/bids/bids.test-kit.ts'
import { COMPRESS_THRESHOLD } from './compression.ts'

const kit = await createBidsTestApp()
const { call } = kit

const team = await kit.createTeam('Pelada Comprimida')
// Enough regulars that the Live BID is well above the threshold.
for (let i = 0; i < 12; i++) {
  await kit.addMember(team.group.id, { typePlayer: 'monthly', fullName: `Mensalista ${i + 1}` })
}
const created = await call('POST', '/bids/create-bid', team.administrator.token, {
  dayOfMatch: inDays(3),
})
expect(created.statusCode).toBe(201)

const liveBid = (acceptEncoding?: string) =>
  call(
    'GET',
    '/bids/current-bid',
    team.editor.token,
    undefined,
    acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  )

const decoders = { br: brotliDecompressSync, gzip: gunzipSync }

describe('JSON compression', () => {
  it('sends the Live BID as brotli or gzip by Accept-Encoding, the same JSON either way', async () => {
    const plain = await liveBid()
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD)
    expect(plain.headers.vary).toMatch(/accept-encoding/i)

    for (const [header, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=1', 'gzip'],
    ] as const) {
      const res = await liveBid(header)
      expect(res.statusCode, header).toBe(200)
      expect(res.headers['content-encoding'], header).toBe(encoding)
      expect(res.headers.vary).toMatch(/accept-encoding/i)
      expect(res.headers.etag).toBe(plain.headers.etag)
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
      expect(decoders[encoding](res.rawPayload).toString()).toBe(plain.body)
    }
    expect((await liveBid('identity')).headers['content-encoding']).toBeUndefined()
  })

  it('sends a new version, never the compressed copy of the one before', async () => {
    const first = await liveBid('br')
    const again = await liveBid('br')
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)

    const status = await call(
      'PUT',
      `/bids/update-status-player/${created.json().bidDayId}/${team.member.member.id}`,
      team.member.token,
      { status: 'confirmed' },
    )
    expect(status.statusCode).toBe(200)
    const changed = await liveBid('br')
    expect(changed.headers.etag).not.toBe(first.headers.etag)
    const body = JSON.parse(brotliDecompressSync(changed.rawPayload).toString())
    expect(body.totalConfirmed).toBe(
      JSON.parse(brotliDecompressSync(first.rawPayload).toString()).totalConfirmed + 1,
    )
  })

  it('compresses other JSON answers above the threshold, and leaves small ones alone', async () => {
    const checkIn = await call(
      'GET',
      '/bids/get-information-check-in-bid',
      team.member.token,
      undefined,
      {
        'accept-encoding': 'gzip',
      },
    )
    expect(checkIn.statusCode).toBe(200)
    // The check-in info of a fresh BID is small: below the threshold it goes out as it is.
    expect(checkIn.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD)
    expect(checkIn.headers['content-encoding']).toBeUndefined()

    const players = await call(
      'GET',
      '/company-players/list',
      team.administrator.token,
      undefined,
      {
        'accept-encoding': 'br',
      },
    )
    expect(players.statusCode).toBe(200)
    expect(players.headers['content-encoding']).toBe('br')
    expect(players.headers.vary).toMatch(/accept-encoding/i)
    const list = JSON.parse(brotliDecompressSync(players.rawPayload).toString())
    expect(JSON.stringify(list).length).toBeGreaterThan(COMPRESS_THRESHOLD)
  })

  it('still answers 304 with no body to a poll that has the current version', async () => {
    const current = await liveBid('br')
    const res = await call('GET', '/bids/current-bid', team.editor.token, undefined, {
      'accept-encoding': 'br',
      'if-none-match': current.headers.etag as string,
    })
    expect(res.statusCode).toBe(304)
    expect(res.rawPayload.length).toBe(0)
    expect(res.headers['content-encoding']).toBeUndefined()
  })
})
