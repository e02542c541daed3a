import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** Serves the built SPA; any non-API path falls back to index.html so client routes work on reload. */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Looked up per request, so a rebuild of the web app is served without a restart.
      wildcard: true,
      // '/' is the landing prerendered at build time (ADR 008); every app path gets the SPA.
      index: ['landing.html', 'index.html'],
      setHeaders(res, filePath) {
        // Vite fingerprints assets, so they can be cached forever; the HTML pages never.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable')
        } else if (filePath.endsWith('index.html') || filePath.endsWith('landing.html')) {
          res.header('Cache-Control', 'no-cache')
        } else if (filePath.includes(`${path.sep}weather-icons${path.sep}`)) {
          // Reminder emails show these icons from the reader's mail client, another origin.
          res.header('Cross-Origin-Resource-Policy', 'cross-origin')
        }
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/v1' || request.url.startsWith('/v1/')
    // A missing bundle file must fail loudly, not come back as the HTML page.
    const isAsset = request.url.startsWith('/assets/')
    if (isApi || isAsset || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ success: false, message: 'Recurso não encontrado.' })
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
  })
}
