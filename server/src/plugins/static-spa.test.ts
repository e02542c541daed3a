import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { errorBody } from '../../test/error-body.ts'

const dist = mkdtempSync(path.join(tmpdir(), 'bidfut-dist-'))
mkdirSync(path.join(dist, 'assets'))
mkdirSync(path.join(dist, 'weather-icons'))

/** A file of the build with the br and gz siblings the build writes next to it. */
function writeBuilt(name: string, content: string) {
  writeFileSync(path.join(dist, name), content)
  writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(content))
  writeFileSync(path.join(dist, `${name}.gz`), gzipSync(content))
}

const bundle = `console.log(${JSON.stringify('Bidfut '.repeat(400))})`
writeBuilt('index.html', '<!doctype html><title>Bidfut</title>')
writeBuilt('landing.html', '<!doctype html><title>Bidfut landing</title>')
writeBuilt('assets/app-1.js', bundle)
mkdirSync(path.join(dist, 'pages'))
writeBuilt('pages/check-in.html', '<!doctype html><title>Bidfut</title><h1>Check-in</h1>')
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
writeFileSync(path.join(dist, 'weather-icons', 'sol.svg'), '<svg/>')
writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
writeBuilt('manifest.webmanifest', JSON.stringify({ name: 'Bidfut', start_url: '/check-in' }))
const { app } = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://bidfut.example' })

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  })

const IMMUTABLE = 'public, max-age=31536000, immutable'

describe('the built SPA', () => {
  it('serves the service worker and the manifest uncached, the manifest as a manifest (ADR 041)', async () => {
    const worker = await get('/sw.js')
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/)
    expect(worker.headers['cache-control']).toBe('no-cache')
    for (const encoding of [undefined, 'br']) {
      const manifest = await get('/manifest.webmanifest', encoding)
      expect(manifest.statusCode).toBe(200)
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/)
      expect(manifest.headers['cache-control']).toBe('no-cache')
    }
  })

  it('answers every client route with index.html, never cached', async () => {
    for (const url of ['/bid-atual', '/activate-user/abc_DEF-123', '/login?next=1']) {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<title>Bidfut</title>')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it('answers a path the build drew with its page, never cached, and the rest with index.html', async () => {
    for (const url of ['/check-in', '/check-in/', '/check-in?from=whatsapp']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain('<h1>Check-in</h1>')
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
      const br = await get(url, 'br')
      expect(br.headers['content-encoding'], url).toBe('br')
    }
    for (const url of ['/check-in/extra', '/pages', '/Check-in', '/dashboard']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).not.toContain('<h1>')
    }
  })

  it("answers '/' with the prerendered landing, with the SPA's security headers", async () => {
    const spa = await get('/login')
    for (const url of ['/', '/?utm_source=whatsapp']) {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<title>Bidfut landing</title>')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['content-type']).toBe(spa.headers['content-type'])
      for (const header of [
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

  it('sends precompressed files by Accept-Encoding, with Vary, and keeps each cache rule', async () => {
    const cases = [
      { url: '/assets/app-1.js', body: bundle, cache: IMMUTABLE },
      { url: '/login', body: '<title>Bidfut</title>', cache: 'no-cache' },
      { url: '/', body: '<title>Bidfut landing</title>', cache: 'no-cache' },
    ]
    for (const { url, body, cache } of cases) {
      const plain = await get(url)
      expect(plain.headers['content-encoding'], url).toBeUndefined()
      expect(plain.headers.vary, url).toMatch(/accept-encoding/i)

      const br = await get(url, 'gzip, deflate, br')
      expect(br.headers['content-encoding'], url).toBe('br')
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toContain(body)

      const gzip = await get(url, 'gzip')
      expect(gzip.headers['content-encoding'], url).toBe('gzip')
      expect(gunzipSync(gzip.rawPayload).toString(), url).toContain(body)

      for (const res of [plain, br, gzip]) {
        expect(res.statusCode, url).toBe(200)
        expect(res.headers['cache-control'], url).toBe(cache)
        expect(res.headers.vary, url).toMatch(/accept-encoding/i)
        expect(res.headers['content-type'], url).toBe(plain.headers['content-type'])
      }
    }
    const asset = await get('/assets/app-1.js', 'br')
    expect(asset.headers['content-type']).toMatch(/javascript/)
    expect(asset.rawPayload.length).toBeLessThan(bundle.length / 10)
  })

  it('lets a browser revalidate the HTML pages with their ETag', async () => {
    for (const url of ['/', '/index.html']) {
      const first = await get(url, 'br')
      expect(first.headers.etag, url).toBeTruthy()
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string },
      })
      expect(again.statusCode, url).toBe(304)
    }
  })

  it('caches fingerprinted assets forever and 404s missing ones', async () => {
    const asset = await get('/assets/app-1.js')
    expect(asset.headers['cache-control']).toBe(IMMUTABLE)
    const missing = await get('/assets/app-2.js', 'br')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual(errorBody({ message: 'Recurso não encontrado.' }))
  })

  it('answers a path that names a missing file with a 404, not the SPA', async () => {
    for (const url of [
      '/favicon.ico',
      '/favicon-32x32.png',
      '/apple-touch-icon.png',
      '/assets/app-1.js.map',
      '/app.js.map',
      '/ads.txt',
      '/wp-login.php',
      '/check-in/foto.jpg?v=1',
    ]) {
      const res = await get(url, 'br')
      expect(res.statusCode, url).toBe(404)
      expect(res.json(), url).toEqual(errorBody({ message: 'Recurso não encontrado.' }))
    }
    expect((await get('/favicon.svg')).statusCode).toBe(200)
  })

  it('serves robots.txt and a sitemap of the public pages at PUBLIC_URL', async () => {
    const robots = await get('/robots.txt')
    expect(robots.statusCode).toBe(200)
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(robots.body).toContain('User-agent: *')
    expect(robots.body).toContain('Disallow: /v1/')
    expect(robots.body).toContain('Sitemap: https://bidfut.example/sitemap.xml')

    const sitemap = await get('/sitemap.xml')
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8')
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([
      'https://bidfut.example/',
      'https://bidfut.example/privacy',
      'https://bidfut.example/login',
      'https://bidfut.example/registro',
    ])
  })

  it('gives the app a strict script policy, and only the landing reCAPTCHA', async () => {
    const policy = (header: unknown) =>
      Object.fromEntries(
        String(header)
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      )
    for (const url of ['/login', '/check-in', '/assets/app-1.js', '/v1/health']) {
      const csp = policy((await get(url)).headers['content-security-policy'])
      expect(csp['script-src'], url).toEqual(["'self'"])
      expect(csp['object-src'], url).toEqual(["'none'"])
      expect(csp['base-uri'], url).toEqual(["'self'"])
      expect(csp['frame-ancestors'], url).toEqual(["'self'"])
    }
    const landing = policy((await get('/', 'br')).headers['content-security-policy'])
    expect(landing['script-src']).toContain('https://www.google.com/recaptcha/')
    expect(landing['frame-src']).toEqual(['https://www.google.com/recaptcha/'])
    expect(landing['object-src']).toEqual(["'none'"])
    expect(landing['base-uri']).toEqual(["'self'"])
  })

  it('lets mail clients show the weather icons', async () => {
    const res = await get('/weather-icons/sol.svg')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin')
  })

  it('serves a rebuild without a restart', async () => {
    writeFileSync(path.join(dist, 'assets', 'app-3.js'), 'console.log(3)')
    const res = await get('/assets/app-3.js')
    expect(res.statusCode).toBe(200)
  })

  it('keeps unknown API paths and other methods as JSON 404s', async () => {
    expect((await get('/v1/nada')).json()).toEqual(
      errorBody({ message: 'Recurso não encontrado.' }),
    )
    expect((await app.inject({ method: 'POST', url: '/bid-atual' })).statusCode).toBe(404)
  })
})
