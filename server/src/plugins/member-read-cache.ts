import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { clock } from '../lib/clock.ts'
import type { Touches } from '../lib/changes.ts'
import type { Ctx } from '../lib/context.ts'
import type { MemberCache } from '../lib/route.ts'
import { HEAD_TTL_MS } from '../lib/read-trust.ts'

/**
 * What a cached answer depends on. 'group': the caller's group (its BID, members, statistics,
 * settings); 'person': the caller's account and memberships, which writes in any group change.
 */
type ReadScope = 'group' | 'person'

const ENTRY_LIMIT = 10_000
const BODY_LIMIT = 256 * 1024

type Entry = { stamp: string; storedAt: number; status: number; headers: Headers; body: string }
type Headers = Record<string, string | number | string[]>

export type MemberReadCache = ReturnType<typeof createMemberReadCache>

/**
 * Serialised answers per route, query and caller, each stored under a stamp of the data
 * versions it was read at (ADR 013). The versions move after a commit of this instance touched
 * them (lib/changes.ts, ADR 046) and when a signed-in write answers; another instance's writes
 * show within HEAD_TTL_MS, the open BID's existing cross-instance trust.
 */
export function createMemberReadCache() {
  const now = () => clock.now().getTime()
  const entries = new Map<string, Entry>()
  const groupVersions = new Map<number, number>()
  let everyoneVersion = 0
  let anyVersion = 0

  function touchGroup(companyId: number) {
    anyVersion++
    groupVersions.set(companyId, (groupVersions.get(companyId) ?? 0) + 1)
  }

  return {
    /** The versions a read of this scope depends on. */
    stamp(scope: ReadScope, companyId: number): string {
      if (scope === 'person') return `a${anyVersion}`
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

    /** A signed-in write answered: whatever it changed of its caller's group shows at once. */
    touchGroup,

    /** A commit touched groups, or people whose data shows in every group they joined. */
    dropTouched({ groups, people }: Touches) {
      for (const companyId of groups) touchGroup(companyId)
      if (people.size > 0) {
        anyVersion++
        everyoneVersion++
      }
    },
  }
}

type Miss = { key: string; stamp: string; scope: ReadScope; companyId: number; before: string[] }

declare module 'fastify' {
  interface FastifyRequest {
    memberCacheMiss: Miss | null
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

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.routeOptions.url
      if (!url?.startsWith('/v1/')) return
      const ctx = request.ctx
      // The GETs a member makes opening /check-in and /dashboard say so on their route.
      const kept = request.routeOptions.config.memberCache
      if (request.method !== 'GET' || !kept || !ctx) return
      const scope: ReadScope = kept === 'person' ? 'person' : 'group'
      const stamp = cache.stamp(scope, ctx.companyId)
      const key = keyOf(request, kept, ctx)
      const hit = cache.get(key, stamp)
      if (hit) return reply.code(hit.status).headers(hit.headers).send(hit.body)
      const before = Object.keys(reply.getHeaders())
      request.memberCacheMiss = { key, stamp, scope, companyId: ctx.companyId, before }
    })

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      // A write of the caller's group that answered well (it committed); other groups, people
      // and writes without a caller (links) are what their transactions touched (ADR 046).
      if (!isRead(request.method) && request.ctx && reply.statusCode < 400) {
        if (request.routeOptions.url?.startsWith('/v1/')) cache.touchGroup(request.ctx.companyId)
      }
      const miss = request.memberCacheMiss
      if (!miss) return payload
      const status = reply.statusCode
      if (status !== 200 && status !== 204) return payload
      if (typeof payload !== 'string' && payload != null) return payload
      if (reply.hasHeader('content-encoding') || reply.hasHeader('set-cookie')) return payload
      // Stored only if no write ended while it was read.
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
