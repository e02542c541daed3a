import { lt } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { contactMessages } from '../../db/schema/messages.ts'

type Conn = Db | Tx

export type NewContactMessage = {
  name: string
  email: string
  subject: string | null
  message: string
}

export async function insertContactMessage(db: Conn, message: NewContactMessage) {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt })
  return row!
}

export async function deleteContactMessagesBefore(db: Conn, before: Date): Promise<number> {
  const rows = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before))
    .returning({ id: contactMessages.id })
  return rows.length
}
