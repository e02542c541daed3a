// Every table, by area: what drizzle-kit makes the migrations from, the database client's
// schema, and what the LGPD map's test walks. A new area's file is one line here.
export * from './accounts.ts'
export * from './activity.ts'
export * from './bids.ts'
export * from './finance.ts'
export * from './groups.ts'
export * from './jobs-and-caches.ts'
export * from './memberships.ts'
export * from './messages.ts'
export * from './results.ts'
export * from './season.ts'
export * from './sign-in.ts'
export * from './whatsapp.ts'
