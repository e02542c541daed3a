import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { cspHeader, landingCspDirectives } from './csp.ts'

/** The pages a search engine may list; every other screen needs a signed-in member. */
export const PUBLIC_PAGES = ['/', '/privacy', '/login', '/registro']

// '/check-in' or '/login/': one segment, the shape of the build's pages/<segment>.html (ADR 015).
const pagePath = /^\/([a-z-]+)\/?$/

// A last path segment with an extension names a file (`/favicon.ico`, `/app.js.map`), never a
// client route: the SPA's routes and tokens (base64url) carry no dot.
const fileLike = /\.[a-z0-9]{1,12}$/i

const landingCsp = cspHeader(landingCspDirectives)

/** A page's own share-preview tags in place of the build's generic ones; null keeps those. */
export type PageHead = (
  page: string,
  query: Record<string, string | undefined>,
) => Promise<string | null>

// The build's Open Graph and Twitter tags (ADR 008), each a <meta> that may span lines.
const shareMeta = /\s*<meta\s[^>]*(?:property|name)="(?:og|twitter):[^"]*"[^>]*>/g

/** The drawn page with `head` in place of its share-preview tags. */
export function withShareHead(html: string, head: string): string {
  return html.replace(shareMeta, '').replace('</head>', `    ${head}\n  </head>`)
}
const notFound = { success: false, message: 'Recurso não encontrado.' }

function robotsTxt(publicUrl: string) {
  return `User-agent: *\nAllow: /\nDisallow: /v1/\n\nSitemap: ${publicUrl}/sitemap.xml\n`
}

function sitemapXml(publicUrl: string) {
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${publicUrl}${page}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * Serves the built SPA; any non-API path without a file extension falls back to index.html so
 * client routes work on reload. Text files come precompressed from the build (br and gz siblings).
 */
export async function registerSpa(
  app: FastifyInstance,
  {
    webDistDir,
    publicUrl,
    pageHead,
  }: { webDistDir: string; publicUrl: string; pageHead?: PageHead },
) {
  // Absolute URLs, so they follow PUBLIC_URL rather than the build.
  const robots = robotsTxt(publicUrl)
  const sitemap = sitemapXml(publicUrl)
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  )
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  )

  const hasBuild = existsSync(path.join(webDistDir, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Looked up per request, so a rebuild of the web app is served without a restart.
      wildcard: true,
      // '/' is the landing prerendered at build time (ADR 008); every app path gets the SPA.
      index: ['landing.html', 'index.html'],
      // `file.br` / `file.gz` written by the build, chosen by Accept-Encoding (with Vary).
      preCompressed: true,
      setHeaders(res, sentPath) {
        const filePath = sentPath.replace(/\.(?:br|gz)$/, '')
        // Vite fingerprints assets, so they can be cached forever; the HTML pages never.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable')
        } else if (filePath.endsWith(`${path.sep}sw.js`)) {
          // The service worker: a deploy must be seen on the next navigation (ADR 041).
          res.header('Cache-Control', 'no-cache')
          res.header('Service-Worker-Allowed', '/')
        } else if (filePath.endsWith('.webmanifest')) {
          // Served as application/manifest+json (by its extension); a deploy's icons show at once.
          res.header('Cache-Control', 'no-cache')
        } else if (filePath.endsWith('.html')) {
          // Revalidated each time (ETag): a deploy is seen on the next load.
          res.header('Cache-Control', 'no-cache')
          if (filePath.endsWith('landing.html')) res.header('Content-Security-Policy', landingCsp)
        } else if (filePath.includes(`${path.sep}weather-icons${path.sep}`)) {
          // Reminder emails show these icons from the reader's mail client, another origin.
          res.header('Cross-Origin-Resource-Policy', 'cross-origin')
        }
      },
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0]!
    const isApi = pathname === '/v1' || pathname.startsWith('/v1/')
    // A missing file must fail loudly, not come back as the HTML page.
    const isFile = pathname.startsWith('/assets/') || fileLike.test(pathname)
    if (isApi || isFile || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(notFound)
    }
    // A screen drawn at build time paints at once; any other path gets the loading screen.
    const page = pagePath.exec(pathname)?.[1]
    const file = page && existsSync(path.join(webDistDir, 'pages', `${page}.html`))
    // A shared link's own preview (ADR 048): the same page, with its Open Graph tags.
    const head = file ? await pageHead?.(page, request.query as Record<string, string>) : null
    if (head) {
      const html = await readFile(path.join(webDistDir, 'pages', `${page}.html`), 'utf8')
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withShareHead(html, head))
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .sendFile(file ? `pages/${page}.html` : 'index.html')
  })
}
