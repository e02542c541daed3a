import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  BadRequestError,
  ServiceUnavailableError,
  TooManyRequestsError,
  waitInWords,
} from '../lib/errors.ts'
import { registerErrorHandler, sendHouseError } from './errors.ts'
import { errorBody, faultBody } from '../../test/error-body.ts'
import { requestIdOf } from '../lib/request-id.ts'

const app = Fastify({
  logger: false,
  frameworkErrors: sendHouseError,
  genReqId: requestIdOf(false),
})
registerErrorHandler(app)
const thrown: Record<string, unknown> = {
  'app-error': new BadRequestError('Informe o nome.', { nome: 'Informe o nome.' }),
  'nul-byte': Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: '22021',
  }),
  'wrapped-unicode-escape': new Error('Failed query', {
    cause: Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' }),
  }),
  'out-of-range': Object.assign(new Error('value out of range for type integer'), {
    code: '22003',
  }),
  'not-a-number': Object.assign(new Error('invalid input syntax for type integer'), {
    code: '22P02',
  }),
  fault: new Error('connect ECONNREFUSED 10.0.0.1:5432 SELECT * FROM players'),
  'too-many': new TooManyRequestsError(90),
  'database-refused': Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  }),
  'database-shutting-down': new Error('Failed query: select 1', {
    cause: Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    }),
  }),
  'database-connection-lost': new Error('Connection terminated unexpectedly'),
  'forecast-down': new ServiceUnavailableError('Previsão não disponível'),
  'fastify-4xx': Object.assign(new Error('Some English text from a plugin'), { statusCode: 409 }),
}
app.get('/throw/:kind', async (request) => {
  throw thrown[(request.params as { kind: string }).kind]
})

const call = (kind: string) => app.inject({ method: 'GET', url: `/throw/${kind}` })

describe('the error handler', () => {
  it('passes a service error’s status, message and field errors through', async () => {
    const res = await call('app-error')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(
      errorBody({ message: 'Informe o nome.', errors: { nome: 'Informe o nome.' } }),
    )
  })

  it.each(['nul-byte', 'wrapped-unicode-escape', 'out-of-range', 'not-a-number'])(
    'answers a value the database refused (%s) with 400, not 500',
    async (kind) => {
      const res = await call(kind)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(
        errorBody({ message: 'Dados inválidos. Verifique as informações e tente novamente.' }),
      )
    },
  )

  it('answers a fault with 500 and nothing of its internals', async () => {
    const res = await call('fault')
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual(faultBody('Erro interno do servidor. Tente novamente mais tarde.'))
  })

  it('keeps the status of another 4xx but never its English message', async () => {
    const res = await call('fastify-4xx')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual(
      errorBody({ message: 'Dados inválidos. Verifique as informações e tente novamente.' }),
    )
  })

  it('answers a limit with Retry-After and the wait in words', async () => {
    const res = await call('too-many')
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBe('90')
    expect(res.json()).toEqual(
      errorBody({ message: 'Muitas tentativas. Aguarde 2 minutos e tente novamente.' }),
    )
  })

  it.each(['database-refused', 'database-shutting-down', 'database-connection-lost'])(
    'answers a database out of reach (%s) with 503, Retry-After and a try-again message',
    async (kind) => {
      const res = await call(kind)
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('3')
      expect(res.json()).toEqual(
        faultBody('Serviço temporariamente indisponível. Tente de novo em instantes.'),
      )
    },
  )

  it('leaves Retry-After off a 503 whose end nobody knows (a provider down)', async () => {
    const res = await call('forecast-down')
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBeUndefined()
    expect(res.json()).toEqual(faultBody('Previsão não disponível'))
  })

  it.each([
    [0.2, '1 segundo'],
    [45, '45 segundos'],
    [60, '1 minuto'],
    [61, '2 minutos'],
    [900, '15 minutos'],
    [3600, '1 hora'],
    [86_400, '24 horas'],
  ])('says a wait of %s s as "%s"', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words)
  })

  it('answers a malformed URL through frameworkErrors', async () => {
    const res = await app.inject({ method: 'GET', url: '/throw/%c0' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(errorBody({ message: 'Endereço inválido.' }))
  })
})
