import fc from 'fast-check'
import { MAX_ID } from '@bidfut/domain/contracts/ids'
import {
  contentTypes,
  corrupt,
  hostilePathSegment,
  hostileQuery,
  hostileValue,
  percentEncode,
  rawBodies,
} from './hostile-values.ts'
import type { FuzzParameter, FuzzRoute, JsonSchema } from './openapi-routes.ts'

/** Rows of the seeded group, so valid-looking ids name real BIDs and members. */
export type FuzzWorld = {
  bidIds: number[]
  memberIds: number[]
  otherIds: number[]
  headers: { organiser: Record<string, string>; member: Record<string, string> }
}

export type FuzzRequest = {
  route: string
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
  remoteAddress: string
}

const ID_PATTERN = '^\\d{1,10}$'

function idArbitrary(name: string, world: FuzzWorld) {
  const known = /bid/i.test(name)
    ? world.bidIds
    : /player|^id$/i.test(name)
      ? world.memberIds
      : world.otherIds
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known, ...world.otherIds) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: MAX_ID }) },
  )
}

function stringArbitrary(schema: JsonSchema, name: string) {
  const maxLength = Math.min(schema.maxLength ?? 40, 40)
  const minLength = Math.min(schema.minLength ?? 0, maxLength)
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((value) => value.length <= (schema.maxLength ?? Infinity))
    } catch {
      // A pattern fast-check cannot generate from: plain text below.
    }
  }
  if (/email/i.test(name)) return fc.emailAddress()
  if (/date|dayOfMatch/i.test(name)) {
    return fc
      .date({ min: new Date('1950-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .chain((date) =>
        fc.constantFrom(date.toISOString().slice(0, 10), date.toISOString().slice(0, 19)),
      )
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
  )
}

/** A value the schema accepts, or nearly: what a working client sends. */
export function plausible(
  schema: JsonSchema,
  name: string,
  world: FuzzWorld,
): fc.Arbitrary<unknown> {
  if (schema.nullable) {
    const { nullable: _, ...rest } = schema
    return fc.oneof(plausible(rest, name, world), fc.constant(null))
  }
  if ('const' in schema) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.length) return fc.oneof(...variants.map((v) => plausible(v, name, world)))
  if (schema.allOf?.length) return plausible(schema.allOf[0]!, name, world)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      if (schema.pattern === ID_PATTERN) return idArbitrary(name, world).map(String)
      return stringArbitrary(schema, name)
    case 'integer':
      if (/id$/i.test(name)) return idArbitrary(name, world)
      return fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 - 1 })
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(plausible(schema.items ?? {}, name, world), { maxLength: 5 })
    case 'object': {
      const properties = schema.properties ?? {}
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, plausible(value, key, world)]),
      )
      return fc.record(model, { requiredKeys: schema.required ?? [] })
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** A plausible value with one of its fields spoiled, or swapped for a hostile one. */
function mutated(schema: JsonSchema, world: FuzzWorld) {
  const properties = schema.properties ?? {}
  const keys = Object.keys(properties)
  if (!keys.length) return hostileValue()
  return fc.tuple(plausible(schema, '', world), fc.constantFrom(...keys)).chain(([value, key]) => {
    const fields = value as Record<string, unknown>
    const field = plausible(properties[key]!, key, world)
    return fc
      .oneof(
        { weight: 2, arbitrary: field.chain(corrupt) },
        { weight: 1, arbitrary: hostileValue(properties[key]?.maxLength ?? 200) },
      )
      .map((bad) => ({ ...fields, [key]: bad }))
  })
}

const json = (value: unknown) => JSON.stringify(value) ?? 'null'

const BOUNDARY = 'fuzzboundary'
function multipartBody(field: string, bytes: Uint8Array, closed: boolean) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`
  const tail = closed ? `\r\n--${BOUNDARY}--\r\n` : ''
  return Buffer.concat([Buffer.from(head), bytes, Buffer.from(tail)])
}

type Body = { payload?: string | Buffer; contentType?: string }

function bodyArbitrary(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<Body> {
  const schema = route.body ?? { type: 'object', properties: {} }
  const asJson = (value: unknown): Body => ({
    payload: json(value),
    contentType: 'application/json',
  })
  return fc.oneof(
    { weight: 4, arbitrary: plausible(schema, '', world).map(asJson) },
    { weight: 6, arbitrary: mutated(schema, world).map(asJson) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(plausible(schema, '', world), fc.dictionary(fc.string(), fc.jsonValue()))
        .map(([value, extra]) => asJson({ ...(value as object), ...extra })),
    },
    {
      weight: 1,
      arbitrary: plausible(schema, '', world).map((value) => ({
        payload: json(value).replace(/^\{/, '{"__proto__":{"role":"administrator"},'),
        contentType: 'application/json',
      })),
    },
    { weight: 1, arbitrary: hostileValue().map(asJson) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(rawBodies, contentTypes)
        .map(([payload, contentType]) => ({ payload, contentType })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(plausible(schema, '', world), contentTypes)
        .map(([value, contentType]) => ({ payload: json(value), contentType })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('imageFile', 'outroCampo'),
          fc.uint8Array({ maxLength: 2_000 }),
          fc.boolean(),
        )
        .map(([field, bytes, closed]) => ({
          payload: multipartBody(field, bytes, closed),
          contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
    // Over the 1 MB body limit.
    {
      weight: 1,
      arbitrary: fc.constant<Body>({
        payload: json({ x: 'a'.repeat(1_100_000) }),
        contentType: 'application/json',
      }),
    },
  )
}

function pathArbitrary(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<string> {
  const segment = (parameter: FuzzParameter) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: plausible(parameter.schema, parameter.name, world).map((value) =>
          percentEncode(value),
        ),
      },
      { weight: 1, arbitrary: hostilePathSegment },
      {
        weight: 1,
        arbitrary: plausible(parameter.schema, parameter.name, world)
          .chain(corrupt)
          .map((value) => percentEncode(value)),
      },
    )
  const values = route.pathParams.map(segment)
  return fc.tuple(...values).map((segments) => {
    let path = route.path
    route.pathParams.forEach((parameter, index) => {
      path = path.replace(`{${parameter.name}}`, segments[index]!)
    })
    return path
  })
}

function queryArbitrary(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<string> {
  const pairs = route.query.map((parameter) =>
    fc.oneof(
      fc.constant(''),
      plausible(parameter.schema, parameter.name, world).map(
        (value) => `${parameter.name}=${percentEncode(value)}`,
      ),
      hostileValue(parameter.schema.maxLength ?? 100).map(
        (value) => `${parameter.name}=${percentEncode(value)}`,
      ),
    ),
  )
  return fc
    .tuple(fc.tuple(...pairs), fc.option(hostileQuery, { freq: 4 }))
    .map(([parts, extra]) => [...parts, extra ?? ''].filter(Boolean).join('&'))
}

function headersArbitrary(world: FuzzWorld) {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(world.headers.organiser) },
    { weight: 2, arbitrary: fc.constant(world.headers.member) },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'Bearer x',
          'Bearer a.b.c',
          'Basic YTpi',
          'Bearer',
          `Bearer ${'a'.repeat(5_000)}`,
        )
        .map((authorization) => ({ authorization })),
    },
  )
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']

/** One request to one route: mostly its own method and shape, often hostile in one place. */
export function requestArbitrary(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      path: pathArbitrary(route, world),
      query: queryArbitrary(route, world),
      headers: headersArbitrary(world),
      ifNoneMatch: fc.option(fc.constantFrom('*', 'W/"x"', '"a", W/"b"', 'lixo'), { freq: 8 }),
      body: bodyArbitrary(route, world),
      remoteAddress: fc.ipV4(),
    })
    .map(({ method, path, query, headers, ifNoneMatch, body, remoteAddress }) => {
      const withBody = method !== 'GET'
      const all: Record<string, string> = { ...headers }
      if (ifNoneMatch) all['if-none-match'] = ifNoneMatch
      if (withBody && body.contentType) all['content-type'] = body.contentType
      return {
        route: `${route.method} ${route.path}`,
        method,
        url: query ? `${path}?${query}` : path,
        headers: all,
        payload: withBody ? body.payload : undefined,
        remoteAddress,
      }
    })
}
