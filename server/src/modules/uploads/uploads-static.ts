import { mkdirSync } from 'node:fs'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { UPLOADS_URL_PREFIX, uploadsDirOf } from './uploads.service.ts'

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000

/** Serves uploaded photos. Each upload gets a new random name, so a file never changes: cache it forever. */
export async function registerUploadsStatic(app: FastifyInstance, dataDir: string) {
  const uploadsDir = uploadsDirOf(dataDir)
  mkdirSync(uploadsDir, { recursive: true })
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: ONE_YEAR_MS,
    immutable: true,
  })
}
