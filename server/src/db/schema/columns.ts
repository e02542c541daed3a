import { customType, timestamp } from 'drizzle-orm/pg-core'

// Column types more than one area's tables use.

/** A wall-clock date-time with no zone, read back in the API's `2026-11-28T19:30:00` form. */
export const localDateTime = customType<{ data: string; driverData: string }>({
  dataType: () => 'timestamp(0) without time zone',
  fromDriver: (value) => String(value).replace(' ', 'T'),
})

/** When the row was written. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
