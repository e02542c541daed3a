import type { FastifyContextConfig, FastifyInstance, RouteOptions } from 'fastify'
import type { SwaggerTransform } from '@fastify/swagger'
import fp from 'fastify-plugin'
import type { RouteFacts } from '../lib/route.ts'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** What a /v1 route lacks of what lib/route.ts asks of it; empty when it says all it must. */
export function missingFacts(method: string, config: FastifyContextConfig | undefined): string[] {
  const missing: string[] = []
  if (!config?.endpoint) missing.push('its domain contract (register it with lib/route.ts)')
  if (!config?.access) {
    missing.push("who may call it (access: 'public' | 'account' | 'member' | 'organiser')")
  }
  const changes = WRITES.has(method)
  if (changes && !config?.logs === !config?.notLogged) {
    missing.push("its activity entry (logs: '<kind>', or notLogged: '<why>')")
  }
  if (!changes && (config?.logs || config?.notLogged)) missing.push('no activity entry (a read)')
  if (changes && config?.memberCache) missing.push('no memberCache (only a GET is kept)')
  return missing
}

/** The facts as /docs shows them under `x-route-facts`, and as the tests read them back. */
export function factsOf(config: FastifyContextConfig | undefined): RouteFacts | undefined {
  if (!config?.access) return undefined
  const { access, namesGroupRows, logs, notLogged, memberCache } = config
  return { access, namesGroupRows, logs, notLogged, memberCache }
}

/**
 * Every /v1 route says who may call it and, if it changes anything, what it writes to the
 * activity log: a route registered without them stops the app at boot, naming what it lacks.
 */
export const routeFactsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat()
    if (!route.url.startsWith('/v1/') || methods.includes('HEAD')) return
    for (const method of methods) {
      const missing = missingFacts(method, route.config as FastifyContextConfig | undefined)
      if (missing.length > 0) {
        throw new Error(`${method} ${route.url} must declare ${missing.join('; ')}`)
      }
    }
  })
})

/** Wraps the OpenAPI transform so each operation carries its route's facts. */
export function documentRouteFacts(transform: SwaggerTransform): SwaggerTransform {
  return (document) => {
    const result = transform(document)
    const facts = factsOf(document.route.config as FastifyContextConfig | undefined)
    if (!facts || !result.schema) return result
    return { ...result, schema: { ...result.schema, 'x-route-facts': facts } }
  }
}
