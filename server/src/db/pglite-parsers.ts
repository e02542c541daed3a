import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite'

// The types Drizzle reads as the database's own text and maps itself: timestamps, dates,
// intervals, and the arrays of those and of numeric (drizzle-orm/pglite/session.js).
const AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
]
const asTextKeys = new Set(AS_TEXT.map(String))
const asText = (value: string) => value

type Query = PGlite['query']
// The test pool opens the same instance for one file after another: it is wrapped once.
const readingAsDrizzle = new WeakSet<PGlite>()

/** Drizzle's parsers are only those the client already has: the query can go without them. */
const withoutRepeatedParsers = (query: Query): Query =>
  ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(
      text,
      params,
      options?.parsers && Object.keys(options.parsers).every((type) => asTextKeys.has(type))
        ? { ...options, parsers: undefined }
        : options,
    )) as Query

/**
 * Drizzle hands PGlite the same text parsers with every query, and PGlite copies its ~320 type
 * parsers to merge them in on every result: about 0.2 ms of CPU per query, a tenth of a check-in.
 * The client takes them once instead; the rows are the same. Only Drizzle reads through a client
 * opened by openDatabase (the test pool copies tables as blobs, with no such types).
 */
export function readAsDrizzleDoes(client: PGlite) {
  if (readingAsDrizzle.has(client)) return
  readingAsDrizzle.add(client)
  client.parsers = {
    ...client.parsers,
    ...Object.fromEntries(AS_TEXT.map((type) => [type, asText])),
  }
  client.query = withoutRepeatedParsers(client.query.bind(client))
  const transaction = client.transaction.bind(client)
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) =>
      callback(
        Object.assign(Object.create(tx) as Transaction, {
          query: withoutRepeatedParsers(tx.query.bind(tx)),
        }),
      ),
    )) as PGlite['transaction']
}
