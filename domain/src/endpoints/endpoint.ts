import type { z } from 'zod'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * One endpoint of the API under /v1, as both sides see it: the server registers its route from
 * it (method, path, schemas) and the web client calls it through it, so neither can drift.
 * `responses` lists every answer but the house errors (4xx and 5xx carry `errorBodySchema`
 * unless a status is listed here with a richer body, as a 409 that says which rule stopped it).
 */
export type Endpoint = {
  method: Method
  /** Fastify's form, parameters as `:name`: '/bids/update-bid/:id'. */
  path: string
  params?: z.ZodType
  query?: z.ZodType
  /** A JSON body's schema, or 'multipart' for a file upload (read by its handler, not a schema). */
  body?: z.ZodType | 'multipart'
  responses: Record<number, z.ZodType>
}

/** The names of a path's parameters: '/a/:id/:name' → 'id' | 'name'. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer After}`
    ? Name | PathParamNames<`/${After}`>
    : Rest
  : never

type ParamsAgreeWithPath<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: z.ZodType<unknown, Record<PathParamNames<E['path']>, unknown>> }

/**
 * Declares an endpoint, keeping its literal method and path. A path with parameters needs a
 * params schema naming exactly those parameters; one without needs none.
 */
export function endpoint<const E extends Endpoint>(definition: E & ParamsAgreeWithPath<E>): E {
  return definition
}

/** The same endpoint spelled without its trailing slash, for a route that answers both. */
export function withoutTrailingSlash<E extends Endpoint>(endpoint: E): E {
  return { ...endpoint, path: endpoint.path.replace(/\/$/, '') }
}
