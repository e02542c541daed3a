import { Negotiator } from '@fastify/accept-negotiator'
import compress from '@fastify/compress'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** Smaller answers are sent as they are: the compressed copy would save less than it costs. */
export const COMPRESS_THRESHOLD = 1024
const encodings = ['br', 'gzip'] as const
type Encoding = (typeof encodings)[number]

// The same brotli quality @fastify/compress uses: 11 would cost milliseconds per answer.
const BROTLI_QUALITY = 4
const compressors: Record<Encoding, (json: string) => Buffer> = {
  br: (json) =>
    brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gzip: (json) => gzipSync(json),
}

/** Compresses the JSON answers of the routes registered in `app`'s scope, by Accept-Encoding. */
export async function registerJsonCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: [...encodings],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  })
}

const negotiator = new Negotiator<Encoding>({ supportedValues: [...encodings] })
// Keyed by the cached body's own object, so a copy goes away with the version it was made from.
const copies = new WeakMap<object, Partial<Record<Encoding, Buffer>>>()

/**
 * Sends JSON that is already serialised and held in memory (the Live BID), compressing it once per
 * encoding for as long as `body` is the cached object: a poll answered from memory must not pay
 * for compression on every request. Content-Encoding set here makes @fastify/compress leave it be.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { json: string },
) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding')
  const accepted = request.headers['accept-encoding']
  const encoding = accepted ? negotiator.negotiate(accepted) : null
  if (!encoding || body.json.length < COMPRESS_THRESHOLD) return reply.send(body.json)
  let forBody = copies.get(body)
  if (!forBody) copies.set(body, (forBody = {}))
  const compressed = (forBody[encoding] ??= compressors[encoding](body.json))
  return reply.header('content-encoding', encoding).send(compressed)
}
