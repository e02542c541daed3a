import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { companies } from '../../db/schema/groups.ts'
import { accountTokens, companyPlayers } from '../../db/schema/memberships.ts'

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

const settingsColumns = {
  name: companies.name,
  defaultLocationGame: companies.defaultLocationGame,
  timeZone: companies.timeZone,
  remindersEnabled: companies.remindersEnabled,
  linkPreviews: companies.linkPreviews,
  defaultSlots: companies.defaultSlots,
  lateNoticeHours: companies.lateNoticeHours,
  reminderHours: companies.reminderHours,
  furaoRuleAbsences: companies.furaoRuleAbsences,
  furaoRuleWeeks: companies.furaoRuleWeeks,
  autoConfirmMonthly: companies.autoConfirmMonthly,
  forecastCity: companies.forecastCity,
  forecastLatitude: companies.forecastLatitude,
  forecastLongitude: companies.forecastLongitude,
}

export async function findGroupSettings(db: Db | Tx, companyId: number) {
  const rows = await db
    .select(settingsColumns)
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return rows[0]
}

export async function updateGroupSettings(
  db: Db | Tx,
  companyId: number,
  values: Pick<
    typeof companies.$inferInsert,
    | 'name'
    | 'defaultLocationGame'
    | 'timeZone'
    | 'remindersEnabled'
    | 'linkPreviews'
    | 'defaultSlots'
    | 'lateNoticeHours'
    | 'reminderHours'
    | 'furaoRuleAbsences'
    | 'furaoRuleWeeks'
    | 'autoConfirmMonthly'
    | 'forecastCity'
    | 'forecastLatitude'
    | 'forecastLongitude'
  >,
) {
  const rows = await db
    .update(companies)
    .set(values)
    .where(eq(companies.id, companyId))
    .returning(settingsColumns)
  return rows[0]
}

/** The group a /registro?convite= link names: the invite token is readable (ADR 003). */
export async function findGroupByInviteToken(db: Db | Tx, token: string) {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.inviteToken, token))
    .limit(1)
  return rows[0]
}

/** A group's name and current invite token, for the link an email carries to it. */
export async function findGroupInvite(db: Db | Tx, companyId: number) {
  const rows = await db
    .select({ name: companies.name, inviteToken: companies.inviteToken })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  return rows[0]
}
