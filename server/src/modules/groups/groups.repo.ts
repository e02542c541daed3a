import type { Tx } from '../../db/client.ts'
import { accountTokens, companies, companyPlayers } from '../../db/schema.ts'

export async function insertGroup(tx: Tx, values: typeof companies.$inferInsert) {
  const [row] = await tx.insert(companies).values(values).returning()
  return row!
}

export async function insertMembership(tx: Tx, values: typeof companyPlayers.$inferInsert) {
  const [row] = await tx.insert(companyPlayers).values(values).returning()
  return row!
}

export async function insertAccountToken(tx: Tx, values: typeof accountTokens.$inferInsert) {
  await tx.insert(accountTokens).values(values)
}
