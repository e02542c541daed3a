// Every table, for the Drizzle client and the tests that walk the schema. The core tables live in
// schema.ts; a split file (schema-sign-in.ts, ADR 049) imports them, so it is gathered here, not
// re-exported from schema.ts (that would make an import cycle).
export * from './schema.ts'
export * from './schema-sign-in.ts'
