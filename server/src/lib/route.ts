import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { ActivityKind } from '@bidfut/domain/contracts/activity'
import type { Endpoint } from '@bidfut/domain/endpoints/endpoint'
import { errorResponses } from './responses.ts'

/**
 * Who may call a route: anyone; any signed-in person, in a group or in none (an account-only
 * session reaches it too, ADR 042); any signed-in member (for their own group or account); or
 * the group's organisers only. Services still authorise; tenancy.api.test.ts proves each route
 * answers as it declares.
 */
export type Access = 'public' | 'account' | 'member' | 'organiser'

/**
 * The member read cache keeps this GET's answers (ADR 013). 'group': it shows the caller's
 * group, one copy per member; 'group-shared': the same for everyone of the group with the same
 * role, one copy for all of them; 'person': the caller's account and memberships.
 */
export type MemberCache = 'group' | 'group-shared' | 'person'

/** What a route says about itself, next to its handler; plugins and tests read it back. */
export type RouteFacts = {
  access: Access
  /**
   * Its path or body names rows of a group (a BID, a member, a charge): a caller of another
   * group is refused with a 4xx and changes nothing.
   */
  namesGroupRows?: true
  /** A change: the activity log entry it writes in its transaction (ADR 040)… */
  logs?: ActivityKind
  /** …or why it writes none. */
  notLogged?: string
  memberCache?: MemberCache
}

declare module 'fastify' {
  interface FastifyContextConfig extends Partial<RouteFacts> {
    /** The domain contract the route was registered from (lib/route.ts). */
    endpoint?: Endpoint
  }
}

type Changes = { logs: ActivityKind; notLogged?: never } | { notLogged: string; logs?: never }
type FactsFor<E extends Endpoint> = Omit<RouteFacts, 'logs' | 'notLogged' | 'memberCache'> &
  (E['method'] extends 'GET' ? { memberCache?: MemberCache } : Changes)

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>

type JsonBody<E extends Endpoint> = E['body'] extends z.ZodType ? E['body'] : undefined

/** The Fastify schema a contract stands for: its own answers and the house errors. */
export type SchemaOf<E extends Endpoint> = {
  params: E['params']
  querystring: E['query']
  body: JsonBody<E>
  response: E['responses'] & typeof errorResponses
}

export type HandlerOf<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>

export type RouteOptions<E extends Endpoint> = FactsFor<E> & {
  rateLimit?: FastifyContextConfig['rateLimit']
  handler: HandlerOf<E>
}

/**
 * Registers the route of a domain endpoint: method, path and schemas come from the contract,
 * so the server and the web client cannot drift; the facts are the route's own config.
 */
export function route<const E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  { handler, rateLimit, ...facts }: RouteOptions<E>,
) {
  const { params, query, body } = endpoint
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // Only what the contract has: Fastify warns about a schema key left undefined.
    schema: {
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && body !== 'multipart' && { body }),
      response: { ...endpoint.responses, ...errorResponses },
    },
    config: { ...facts, endpoint, ...(rateLimit === undefined ? {} : { rateLimit }) },
    // The web client reads an answer by its status: one the contract does not list is a bug here.
    onSend: async (_request, reply, payload) => {
      const status = reply.statusCode
      if (status < 400 && !(status in endpoint.responses)) {
        throw new Error(
          `${endpoint.method} ${endpoint.path} answered ${status}, not in its contract`,
        )
      }
      return payload
    },
    handler: handler as RouteHandlerMethod,
  })
}
