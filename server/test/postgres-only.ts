import { inject } from 'vitest'

/**
 * PGlite runs one query at a time, so a race test there passes with or without its lock: such
 * tests run on PostgreSQL only (TEST_DATABASE_URL). scripts/test.mjs counts the ones skipped by
 * this marker in their name.
 */
export const POSTGRES_ONLY = '[PostgreSQL only: PGlite runs one query at a time]'

export const notOnPostgres = inject('databaseKind') !== 'postgres'
