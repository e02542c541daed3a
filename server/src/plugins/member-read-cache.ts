import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { clock } from '../lib/clock.ts'
import type { Ctx } from '../lib/context.ts'
import type { MemberCache } from '../lib/route.ts'
import { HEAD_TTL_MS } from '../lib/read-trust.ts'

/**
 * What a cached answer depends on. 'group': the caller's group (its BID, members, statistics,
 * settings); 'person': the caller's account and memberships, which writes in any group change.
 */
type ReadScope = 'group' | 'person'
/** What a write may change: its caller's group, anyone's data, or nothing a cached GET shows. */
type WriteScope = 'group' | 'everyone' | 'nothing'

/**
 * Writes whose reach is not their caller's group. Unlisted writes reach the caller's group when
 * signed in, and everyone otherwise (a reminder link, an activation).
 */
export const WRITE_SCOPES: Record<string, WriteScope> = {
  // A person's own data is copied onto every membership, and joining adds one to another group.
  '/v1/accounts/update-profile': 'everyone',
  '/v1/accounts/confirm-email-change': 'everyone',
  '/v1/accounts/upload-image-profile': 'everyone',
  '/v1/accounts/profile-image': 'everyone',
  '/v1/accounts/invitations/:id/accept': 'everyone',
  '/v1/accounts/invitations/:id/decline': 'everyone',
  '/v1/company-players/merge': 'everyone',
  // Sessions and messages: nothing a cached answer shows. Logins must not empty the cache.
  '/v1/accounts/login': 'nothing',
  '/v1/accounts/refresh-token': 'nothing',
  '/v1/accounts/logout': 'nothing',
  '/v1/accounts/switch-group': 'nothing',
  '/v1/accounts/forgot-password': 'nothing',
  '/v1/contact/send': 'nothing',
}

const ENTRY_LIMIT = 10_000
const BODY_LIMIT = 256 * 1024

type Entry = { stamp: string; storedAt: number; status: number; headers: Headers; body: string }
type Headers = Record<string, string | number | string[]>
type Write = { scope: 'group' | 'everyone'; companyId: number | undefined; ended: boolean }

export type MemberReadCache = ReturnType<typeof createMemberReadCache>

/**
 * Serialised answers per route, query and caller, each stored under a stamp of the data
 * versions it was read at. Every write served by this instance bumps the versions it reaches
 * once it has answered, and while any is in flight the answers it may change are neither
 * served nor stored; another instance's writes show within HEAD_TTL_MS, the open BID's
 * existing cross-instance trust.
 */
export function createMemberReadCache() {
  const now = () => clock.now().getTime()
  const entries = new Map<string, Entry>()
  const groupVersions = new Map<number, number>()
  const groupWrites = new Map<number, number>()
  let everyoneVersion = 0
  let everyoneWrites = 0
  let anyVersion = 0
  let anyWrites = 0

  const add = (map: Map<number, number>, id: number, by: number) => {
    const value = (map.get(id) ?? 0) + by
    if (value === 0) map.delete(id)
    else map.set(id, value)
  }

  return {
    /** The versions a read of this scope depends on; null while a write may change them. */
    stamp(scope: ReadScope, companyId: number): string | null {
      if (scope === 'person') return anyWrites > 0 ? null : `a${anyVersion}`
      if (everyoneWrites > 0 || groupWrites.has(companyId)) return null
      return `g${groupVersions.get(companyId) ?? 0}e${everyoneVersion}`
    },

    get(key: string, stamp: string): Entry | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.stamp === stamp && now() - entry.storedAt < HEAD_TTL_MS) return entry
      entries.delete(key)
      return undefined
    },

    set(key: string, entry: Omit<Entry, 'storedAt'>) {
      entries.delete(key)
      entries.set(key, { ...entry, storedAt: now() })
      if (entries.size > ENTRY_LIMIT) entries.delete(entries.keys().next().value!)
    },

    beginWrite(scope: 'group' | 'everyone', companyId: number | undefined): Write {
      anyWrites++
      if (scope === 'everyone' || companyId === undefined) everyoneWrites++
      else add(groupWrites, companyId, 1)
      return { scope, companyId, ended: false }
    },

    /** Idempotent: called when the write answers, and again when its connection closes. */
    endWrite(write: Write) {
      if (write.ended) return
      write.ended = true
      anyWrites--
      anyVersion++
      if (write.scope === 'everyone' || write.companyId === undefined) {
        everyoneWrites--
        everyoneVersion++
      } else {
        add(groupWrites, write.companyId, -1)
        add(groupVersions, write.companyId, 1)
      }
    },

    /** A module changed what a group's members see outside a request of that group. */
    touchGroup(companyId: number) {
      anyVersion++
      add(groupVersions, companyId, 1)
    },
  }
}

type Miss = { key: string; stamp: string; scope: ReadScope; companyId: number; before: string[] }

declare module 'fastify' {
  interface FastifyRequest {
    memberCacheMiss: Miss | null
    memberCacheWrite: Write | null
  }
}

function keyOf(request: FastifyRequest, kept: MemberCache, ctx: Ctx): string {
  const group = `${request.url}|${ctx.companyId}|${ctx.role}`
  return kept === 'group-shared' ? group : `${group}|${ctx.companyPlayerId}|${ctx.playerId}`
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS'

/**
 * Registered on the root before any plugin that rewrites payloads (compression): its onSend
 * sees the serialised JSON. Lookups run in preHandler, after the /v1 sign-in (onRequest), so a
 * removed member is refused before any cached answer is reached.
 */
export const memberReadCachePlugin = fp(
  async (app: FastifyInstance, opts: { cache: MemberReadCache }) => {
    const { cache } = opts
    app.decorateRequest('memberCacheMiss', null)
    app.decorateRequest('memberCacheWrite', null)

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.routeOptions.url
      if (!url?.startsWith('/v1/')) return
      const ctx = request.ctx
      if (!isRead(request.method)) {
        const scope = WRITE_SCOPES[url] ?? (ctx ? 'group' : 'everyone')
        if (scope === 'nothing') return
        const write = cache.beginWrite(scope, ctx?.companyId)
        request.memberCacheWrite = write
        reply.raw.once('close', () => cache.endWrite(write))
        return
      }
      // The GETs a member makes opening /check-in and /dashboard say so on their route.
      const kept = request.routeOptions.config.memberCache
      if (request.method !== 'GET' || !kept || !ctx) return
      const scope: ReadScope = kept === 'person' ? 'person' : 'group'
      const stamp = cache.stamp(scope, ctx.companyId)
      if (stamp === null) return
      const key = keyOf(request, kept, ctx)
      const hit = cache.get(key, stamp)
      if (hit) return reply.code(hit.status).headers(hit.headers).send(hit.body)
      const before = Object.keys(reply.getHeaders())
      request.memberCacheMiss = { key, stamp, scope, companyId: ctx.companyId, before }
    })

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      if (request.memberCacheWrite) cache.endWrite(request.memberCacheWrite)
      const miss = request.memberCacheMiss
      if (!miss) return payload
      const status = reply.statusCode
      if (status !== 200 && status !== 204) return payload
      if (typeof payload !== 'string' && payload != null) return payload
      if (reply.hasHeader('content-encoding') || reply.hasHeader('set-cookie')) return payload
      // Stored only if no write began or ended while it was read.
      if (cache.stamp(miss.scope, miss.companyId) !== miss.stamp) return payload
      const body = typeof payload === 'string' ? payload : ''
      if (body.length > BODY_LIMIT) return payload
      const headers: Headers = {}
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        const routeSet = !miss.before.includes(name) || name === 'content-type'
        if (routeSet && value !== undefined && name !== 'content-length') headers[name] = value
      }
      cache.set(miss.key, { stamp: miss.stamp, status, headers, body })
      return payload
    })
  },
)
