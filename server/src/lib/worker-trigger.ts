/**
 * What a service needs of a background worker (jobs/): a nudge to run now instead of at its
 * next interval. Services depend on this, never on the job itself; app.ts hands the job in.
 */
export type WorkerTrigger = { trigger(): void }
