import type { Endpoint, PathParamNames } from '@bidfut/domain/endpoints/endpoint'

/**
 * Where the API lives. The only place in the web app that spells it: every call names its
 * endpoint contract (`@bidfut/domain/endpoints/*`) and this module turns it into a URL.
 */
export const API_BASE = '/v1'

/** A path's parameters, by the names its contract gives them. */
export type PathParams<Path extends string> = Record<PathParamNames<Path>, string | number>

/** A query's values; undefined ones are left out. */
export type QueryValues = Record<string, string | number | boolean | undefined>

/** The URL of an endpoint: its path under /v1 with its parameters filled in, then its query. */
export function apiPath(
  endpoint: Pick<Endpoint, 'path'>,
  params: Record<string, string | number> = {},
  query: QueryValues = {},
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value))
  }
  const rest = search.toString()
  return `${API_BASE}${path}${rest ? `?${rest}` : ''}`
}

/**
 * The URL of a parameterless endpoint named by its contract's type alone, for code that must
 * not bundle the contract's schemas (the service worker, the landing page's island): a path
 * that is not the contract's fails the type check.
 */
export function apiPathOf<E extends Endpoint>(path: E['path']): string {
  return `${API_BASE}${path}`
}
