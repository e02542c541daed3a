import { eq, or, sql } from 'drizzle-orm'
import {
  accountSessions,
  calendarFeeds,
  erasedAccounts,
  loginFailures,
  trustedDevices,
} from '../../db/schema/accounts.ts'
import { companies } from '../../db/schema/groups.ts'
import {
  accountTokens,
  companyPlayers,
  invitations,
  refreshTokens,
} from '../../db/schema/memberships.ts'
import { eraseAccount, exportAccount } from '../accounts/account-privacy.repo.ts'
import { anonymiseMemberships, exPlayerName, inMemberships, type PersonalTable } from './person.ts'

/**
 * The LGPD map's entries for the account itself (ADR 040): its memberships, sessions, links,
 * devices and calendar feed. An erasure ends them all and leaves 'Ex-jogador #…' in each group.
 */
export const ACCOUNT_DATA: Record<string, PersonalTable> = {
  players: {
    export: (tx, p) => exportAccount(tx, p.playerId),
    erase: (tx, p) => eraseAccount(tx, p.playerId, exPlayerName(p.playerId)),
  },
  company_players: {
    // Each membership as its group sees it, with the group's name.
    export: (tx, p) =>
      tx
        .select({
          id: companyPlayers.id,
          group: companies.name,
          fullName: companyPlayers.fullName,
          nickname: companyPlayers.nickname,
          email: companyPlayers.email,
          phone: companyPlayers.phone,
          birthDate: companyPlayers.birthDate,
          favoriteTeam: companyPlayers.favoriteTeam,
          photoUrl: companyPlayers.photoUrl,
          role: companyPlayers.role,
          typePlayer: companyPlayers.typePlayer,
          playerPosition: companyPlayers.playerPosition,
          skillLevel: companyPlayers.skillLevel,
          status: companyPlayers.status,
          reminderEmails: companyPlayers.reminderEmails,
          resultEmails: companyPlayers.resultEmails,
          digestEmails: companyPlayers.digestEmails,
          joinedAt: companyPlayers.joinedAt,
          lastUsedAt: companyPlayers.lastUsedAt,
          deletedAt: companyPlayers.deletedAt,
          createdAt: companyPlayers.createdAt,
        })
        .from(companyPlayers)
        .innerJoin(companies, eq(companies.id, companyPlayers.companyId))
        .where(inMemberships(companyPlayers.id, p)),
    // 'Ex-jogador #1234' in every group's history; the rows (and so every total) stay.
    erase: (tx, p) => anonymiseMemberships(tx, inMemberships(companyPlayers.id, p)),
  },
  refresh_tokens: {
    // Login history: when each session started, was last renewed and ended. No token.
    export: (tx, p) =>
      tx
        .select({
          membership: refreshTokens.companyPlayerId,
          keepLogged: refreshTokens.keepLogged,
          createdAt: refreshTokens.createdAt,
          usedAt: refreshTokens.usedAt,
          revokedAt: refreshTokens.revokedAt,
          expiresAt: refreshTokens.expiresAt,
        })
        .from(refreshTokens)
        .where(inMemberships(refreshTokens.companyPlayerId, p)),
    erase: (tx, p) =>
      tx
        .update(refreshTokens)
        .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, now())` })
        .where(inMemberships(refreshTokens.companyPlayerId, p)),
  },
  // Sessions of the account while it was in no group (ADR 042): when each started and ended.
  account_sessions: {
    export: (tx, p) =>
      tx
        .select({
          createdAt: accountSessions.createdAt,
          expiresAt: accountSessions.expiresAt,
          revokedAt: accountSessions.revokedAt,
        })
        .from(accountSessions)
        .where(eq(accountSessions.playerId, p.playerId)),
    erase: (tx, p) => tx.delete(accountSessions).where(eq(accountSessions.playerId, p.playerId)),
  },
  account_tokens: {
    export: (tx, p) =>
      tx
        .select({
          kind: accountTokens.kind,
          newEmail: accountTokens.newEmail,
          createdAt: accountTokens.createdAt,
          usedAt: accountTokens.usedAt,
          expiresAt: accountTokens.expiresAt,
        })
        .from(accountTokens)
        .where(
          or(
            eq(accountTokens.playerId, p.playerId),
            inMemberships(accountTokens.companyPlayerId, p),
          ),
        ),
    // Every link dies: used now, and the new address it carried is gone.
    erase: (tx, p) =>
      tx
        .update(accountTokens)
        .set({ usedAt: sql`coalesce(${accountTokens.usedAt}, now())`, newEmail: null })
        .where(
          or(
            eq(accountTokens.playerId, p.playerId),
            inMemberships(accountTokens.companyPlayerId, p),
          ),
        ),
  },
  invitations: {
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          createdAt: invitations.createdAt,
          answeredAt: invitations.answeredAt,
        })
        .from(invitations)
        .innerJoin(companies, eq(companies.id, invitations.companyId))
        .where(eq(invitations.playerId, p.playerId)),
    erase: (tx, p) => tx.delete(invitations).where(eq(invitations.playerId, p.playerId)),
  },
  trusted_devices: {
    export: (tx, p) =>
      tx
        .select({ createdAt: trustedDevices.createdAt, lastUsedAt: trustedDevices.lastUsedAt })
        .from(trustedDevices)
        .where(eq(trustedDevices.playerId, p.playerId)),
    erase: (tx, p) => tx.delete(trustedDevices).where(eq(trustedDevices.playerId, p.playerId)),
  },
  login_failures: {
    export: (tx, p) =>
      tx
        .select({ ip: loginFailures.ip, createdAt: loginFailures.createdAt })
        .from(loginFailures)
        .where(eq(loginFailures.email, p.email)),
    erase: (tx, p) => tx.delete(loginFailures).where(eq(loginFailures.email, p.email)),
  },
  erased_accounts: {
    export: async () => [],
    erase: (tx, p) =>
      tx.insert(erasedAccounts).values({ playerId: p.playerId }).onConflictDoNothing(),
  },
  calendar_feeds: {
    export: (tx, p) =>
      tx
        .select({ generation: calendarFeeds.generation, renewedAt: calendarFeeds.renewedAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.playerId, p.playerId)),
    erase: (tx, p) => tx.delete(calendarFeeds).where(eq(calendarFeeds.playerId, p.playerId)),
  },
}
