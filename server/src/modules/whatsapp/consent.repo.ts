import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { whatsappConsents } from '../../db/schema/whatsapp.ts'

type Conn = Db | Tx

export type Consent = typeof whatsappConsents.$inferSelect

export async function findConsent(db: Conn, playerId: number): Promise<Consent | undefined> {
  const [row] = await db
    .select()
    .from(whatsappConsents)
    .where(eq(whatsappConsents.playerId, playerId))
  return row
}

/** The person's own choice; opting in again keeps the first date only while still opted in. */
export async function saveConsent(
  db: Conn,
  values: Pick<Consent, 'playerId' | 'optIn' | 'phone' | 'source' | 'kindsOff'>,
): Promise<Consent> {
  const optedInAt = values.optIn ? sql`now()` : null
  const [row] = await db
    .insert(whatsappConsents)
    .values({ ...values, optedInAt: values.optIn ? new Date() : null })
    .onConflictDoUpdate({
      target: whatsappConsents.playerId,
      set: {
        phone: values.phone,
        source: values.source,
        kindsOff: values.kindsOff,
        // A number changed or a new yes: that is when this consent was given.
        optedInAt: values.optIn
          ? sql`case when ${whatsappConsents.optIn} and ${whatsappConsents.phone} = ${values.phone}
              then ${whatsappConsents.optedInAt} else ${optedInAt} end`
          : null,
        optIn: values.optIn,
        updatedAt: new Date(),
      },
    })
    .returning()
  return row!
}

/** 'SAIR' from a number: every account opted in under one of its forms stops at once. */
export async function optOutPhones(db: Conn, phones: string[]): Promise<number> {
  const rows = await db
    .update(whatsappConsents)
    .set({ optIn: false, optedInAt: null, source: 'whatsapp', updatedAt: new Date() })
    .where(and(inArray(whatsappConsents.phone, phones), eq(whatsappConsents.optIn, true)))
    .returning({ playerId: whatsappConsents.playerId })
  return rows.length
}

/** Accounts whose consent names one of these numbers (opted in or not). */
export async function consentsOfPhones(db: Conn, phones: string[]) {
  return db.select().from(whatsappConsents).where(inArray(whatsappConsents.phone, phones))
}
