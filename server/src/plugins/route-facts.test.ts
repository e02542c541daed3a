import Fastify from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { endpoint } from '@bidfut/domain/endpoints/endpoint'
import { route } from '../lib/route.ts'
import { registerErrorHandler } from './errors.ts'
import { routeFactsPlugin } from './route-facts.ts'

const answer = z.object({ ok: z.boolean() })
const read = endpoint({ method: 'GET', path: '/thing', responses: { 200: answer } })
const write = endpoint({ method: 'POST', path: '/thing', responses: { 200: answer } })

async function appWith(register: (api: ReturnType<typeof zodApp>) => void) {
  const app = zodApp()
  await app.register(routeFactsPlugin)
  await app.register(async (api) => register(api), { prefix: '/v1' })
  await app.ready()
  return app
}

function zodApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  return app
}

describe('route facts', () => {
  it('stop the boot when a /v1 route is registered without its contract', async () => {
    await expect(
      appWith((api) => api.get('/thing', { config: { access: 'member' } }, async () => ({}))),
    ).rejects.toThrow('GET /v1/thing must declare its domain contract')
  })

  it('stop the boot when a change says nothing of the activity log', async () => {
    const handler = async () => ({ ok: true })
    await expect(
      appWith((api) => route(api, write, { access: 'member', handler } as never)),
    ).rejects.toThrow("POST /v1/thing must declare its activity entry (logs: '<kind>'")
  })

  it('stop the boot when a route does not say who may call it', async () => {
    const handler = async () => ({ ok: true })
    await expect(appWith((api) => route(api, read, { handler } as never))).rejects.toThrow(
      "GET /v1/thing must declare who may call it (access: 'public' | 'account' | 'member' | 'organiser')",
    )
  })

  it('let a route that declares them answer, and refuse a status its contract lacks', async () => {
    const app = await appWith((api) => {
      route(api, read, { access: 'public', handler: async () => ({ ok: true }) })
      route(api, write, {
        access: 'public',
        notLogged: 'a test',
        handler: async (_request, reply) => reply.status(201).send({ ok: true }),
      })
    })
    expect((await app.inject({ method: 'GET', url: '/v1/thing' })).json()).toEqual({ ok: true })
    const undeclared = await app.inject({ method: 'POST', url: '/v1/thing' })
    expect(undeclared.statusCode).toBe(500)
  })
})
