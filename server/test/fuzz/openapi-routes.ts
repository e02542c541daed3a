import type { FastifyInstance } from 'fastify'
import type { RouteFacts } from '../../src/lib/route.ts'

/** The subset of JSON Schema the zod contracts turn into (OpenAPI 3.0 flavour). */
export type JsonSchema = {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  nullable?: boolean
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  minimum?: number
  maximum?: number
}

export type FuzzParameter = { name: string; schema: JsonSchema; required: boolean }

/** One operation of the API as its OpenAPI document describes it. */
export type FuzzRoute = {
  method: string
  /** OpenAPI form: `/v1/bids/delete-bid/{id}`. */
  path: string
  pathParams: FuzzParameter[]
  query: FuzzParameter[]
  /** The JSON body's schema; undefined when the route declares none. */
  body?: JsonSchema
  /** What the route declares about itself (lib/route.ts): who may call it, what it logs. */
  facts: RouteFacts
}

type Operation = {
  'x-route-facts'?: RouteFacts
  parameters?: (FuzzParameter & { in: string })[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}
type OpenApi = {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

/** Follows `#/components/schemas/…` references, so generators see plain schemas. */
function inlineRefs(schema: unknown, components: Record<string, JsonSchema>, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(item, components, depth))
  if (!schema || typeof schema !== 'object') return schema
  const { $ref, ...rest } = schema as JsonSchema & Record<string, unknown>
  if ($ref && depth < 20) {
    const target = components[$ref.replace('#/components/schemas/', '')] ?? {}
    return inlineRefs({ ...target, ...rest }, components, depth + 1)
  }
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, inlineRefs(value, components, depth)]),
  )
}

/** Every `/v1` operation the app serves, read from its own OpenAPI document. */
export async function apiRoutesOf(app: FastifyInstance): Promise<FuzzRoute[]> {
  await app.ready()
  const spec = app.swagger() as unknown as OpenApi
  const components = spec.components?.schemas ?? {}
  return Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/v1'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, rawOperation]): FuzzRoute => {
        const operation = inlineRefs(rawOperation, components) as Operation
        const parameters = operation.parameters ?? []
        const pick = (where: string) =>
          parameters
            .filter((parameter) => parameter.in === where)
            .map(({ name, schema, required }) => ({ name, schema, required: !!required }))
        return {
          method: method.toUpperCase(),
          path,
          pathParams: pick('path'),
          query: pick('query'),
          body: operation.requestBody?.content?.['application/json']?.schema,
          facts: operation['x-route-facts']!,
        }
      }),
    )
}
