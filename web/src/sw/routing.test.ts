import { describe, expect, it } from 'vitest'
import * as accounts from '@bidfut/domain/endpoints/accounts'
import * as bids from '@bidfut/domain/endpoints/bids'
import * as players from '@bidfut/domain/endpoints/players'
import * as push from '@bidfut/domain/endpoints/push'
import * as teams from '@bidfut/domain/endpoints/teams'
import { apiPath } from '../lib/api-url'
import { routeFor } from './routing'

const ORIGIN = 'https://app.bidfut.test'
const precached = new Set([
  '/index.html',
  '/landing.html',
  '/pages/check-in.html',
  '/pages/bid-atual.html',
  '/assets/start-app-abc123.js',
  '/assets/index-def456.css',
  '/favicon.svg',
])
const route = (url: string, { method = 'GET', mode = 'cors' } = {}) =>
  routeFor({ method, url: `${ORIGIN}${url}`, mode }, ORIGIN, (path) => precached.has(path))

describe('service worker routing', () => {
  it("opens a page from its build's precached copy, the loading page for any other path", () => {
    const nav = { mode: 'navigate' }
    expect(route('/check-in', nav)).toEqual({ kind: 'page', precached: '/pages/check-in.html' })
    expect(route('/bid-atual/', nav)).toEqual({ kind: 'page', precached: '/pages/bid-atual.html' })
    expect(route('/', nav)).toEqual({ kind: 'page', precached: '/landing.html' })
    expect(route('/lembrete/abc_DEF-123?resposta=vou', nav)).toEqual({
      kind: 'page',
      precached: '/index.html',
    })
    expect(route('/tela-que-nao-existe', nav)).toEqual({ kind: 'page', precached: '/index.html' })
  })

  it('serves the hashed files and the shell from the precache', () => {
    expect(route('/assets/start-app-abc123.js')).toEqual({ kind: 'precache' })
    expect(route('/assets/index-def456.css')).toEqual({ kind: 'precache' })
    expect(route('/favicon.svg')).toEqual({ kind: 'precache' })
  })

  it('keeps only the reads /check-in and /bid-atual need offline, network first', () => {
    for (const path of [
      apiPath(bids.checkInInfo),
      apiPath(bids.currentBid),
      apiPath(bids.ownBidStats),
      apiPath(teams.drawnTeams),
    ]) {
      expect(route(path), path).toEqual({ kind: 'api-read' })
    }
  })

  it('never caches writes, other API answers, sessions, photos, docs or other origins', () => {
    expect(route(apiPath(bids.currentBid), { method: 'PUT' })).toEqual({ kind: 'network' })
    const status = apiPath(bids.updateStatus, { bidDayId: 1, companyPlayerId: 2 })
    expect(route(status, { method: 'PUT' })).toEqual({ kind: 'network' })
    expect(route(apiPath(accounts.login), { method: 'POST' })).toEqual({ kind: 'network' })
    expect(route(apiPath(accounts.refreshToken), { method: 'POST' })).toEqual({ kind: 'network' })
    expect(route(apiPath(accounts.getProfile))).toEqual({ kind: 'network' })
    expect(route(apiPath(players.listPlayers, {}, { page: 2 }))).toEqual({ kind: 'network' })
    expect(route(apiPath(bids.currentBid, {}, { x: 1 }))).toEqual({ kind: 'network' })
    expect(route(apiPath(push.pushDevice, {}, { endpoint: 'x' }))).toEqual({ kind: 'network' })
    expect(route('/uploads/photo-1.webp')).toEqual({ kind: 'network' })
    expect(route('/docs', { mode: 'navigate' })).toEqual({ kind: 'network' })
    expect(route('/sitemap.xml', { mode: 'navigate' })).toEqual({ kind: 'network' })
    expect(route('/assets/removed-by-a-deploy.js')).toEqual({ kind: 'network' })
    expect(
      routeFor(
        { method: 'GET', url: 'https://api.open-meteo.com/v1/forecast', mode: 'cors' },
        ORIGIN,
        () => true,
      ),
    ).toEqual({ kind: 'network' })
  })
})
