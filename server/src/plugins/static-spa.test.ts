import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'

const dist = mkdtempSync(path.join(tmpdir(), 'bidfut-dist-'))
mkdirSync(path.join(dist, 'assets'))
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Bidfut</title>')
writeFileSync(path.join(dist, 'landing.html'), '<!doctype html><title>Bidfut landing</title>')
writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)')
const { app } = await createTestApp({ WEB_DIST_DIR: dist })

describe('the built SPA', () => {
  it('answers every client route with index.html, never cached', async () => {
    for (const url of ['/bid-atual', '/activate-user/abc', '/login?next=1']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<title>Bidfut</title>')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it("answers '/' with the prerendered landing, with the SPA's headers", async () => {
    const spa = await app.inject({ method: 'GET', url: '/login' })
    for (const url of ['/', '/?utm_source=whatsapp']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<title>Bidfut landing</title>')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['content-type']).toBe(spa.headers['content-type'])
      for (const header of [
        'content-security-policy',
        'x-content-type-options',
        'strict-transport-security',
        'x-frame-options',
        'referrer-policy',
      ]) {
        expect(res.headers[header], header).toBe(spa.headers[header])
      }
    }
    expect((await app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200)
  })

  it('caches fingerprinted assets forever and 404s missing ones', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1.js' })
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const missing = await app.inject({ method: 'GET', url: '/assets/app-2.js' })
    expect(missing.statusCode).toBe(404)
  })

  it('serves a rebuild without a restart', async () => {
    writeFileSync(path.join(dist, 'assets', 'app-3.js'), 'console.log(3)')
    const res = await app.inject({ method: 'GET', url: '/assets/app-3.js' })
    expect(res.statusCode).toBe(200)
  })

  it('keeps unknown API paths and other methods as JSON 404s', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/nada' })).json()).toEqual({
      success: false,
      message: 'Recurso não encontrado.',
    })
    expect((await app.inject({ method: 'POST', url: '/bid-atual' })).statusCode).toBe(404)
  })
})
