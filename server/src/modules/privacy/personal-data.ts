import { and, arrayOverlaps, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import {
  accountJobs,
  accountSessions,
  accountTokens,
  activityLog,
  bidDays,
  bidMatches,
  bidPlayers,
  calendarFeeds,
  chargeEvents,
  charges,
  companies,
  companyPlayers,
  contactMessages,
  craquePolls,
  craqueVoteLinks,
  craqueVotes,
  emailOutbox,
  emailRequests,
  erasedAccounts,
  invitations,
  loginFailures,
  memberRatings,
  pushOutbox,
  pushSubscriptions,
  refreshTokens,
  reminderLinks,
  signupRequests,
  trustedDevices,
} from '../../db/schema.ts'
import { eraseAccount, exportAccount } from '../accounts/account-privacy.repo.ts'

/** Whom an export or an erasure is about: the account, its address and every membership. */
export type Person = { playerId: number; email: string; membershipIds: number[] }

type Rows = Record<string, unknown>[]

/**
 * Every table of the schema, by its SQL name, and what LGPD means for it (ADR 040): `export`
 * reads the person's rows for 'Baixar meus dados' (never a hash, never anyone else's private
 * field), `erase` empties them for 'Excluir minha conta'. A table that holds nothing about a
 * person says why. privacy.api.test.ts walks schema.ts and fails naming a table missing
 * here: a new table is one entry.
 */
export const PERSONAL_DATA: Record<
  string,
  | {
      export: (tx: Tx, person: Person) => Promise<Rows>
      erase: (tx: Tx, person: Person) => Promise<unknown>
    }
  | { notPersonal: string }
> = {
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
  bid_players: {
    // Every game and its numbers: the group's statistics keep them under the new name.
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          bid: bidDays.number,
          dayOfMatch: bidDays.dayOfMatch,
          location: bidDays.location,
          bidStatus: bidDays.status,
          status: bidPlayers.status,
          typePlayer: bidPlayers.typePlayer,
          playerPosition: bidPlayers.playerPosition,
          skillLevel: bidPlayers.skillLevel,
          goals: bidPlayers.quantityOfGoals,
          assists: bidPlayers.assistGoals,
          ballRecoveries: bidPlayers.ballRecoveries,
          saves: bidPlayers.goalKeeperDefender,
          weeklyTeam: bidPlayers.weeklyTeam,
          confirmedAt: bidPlayers.confirmedAt,
        })
        .from(bidPlayers)
        .innerJoin(bidDays, eq(bidDays.id, bidPlayers.bidDayId))
        .innerJoin(companies, eq(companies.id, bidPlayers.companyId))
        .where(inMemberships(bidPlayers.companyPlayerId, p))
        .orderBy(bidDays.dayOfMatch),
    erase: async () => 'kept: the games happened; the name on them is erased',
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
  reminder_links: {
    export: (tx, p) =>
      tx
        .select({
          bidDayId: reminderLinks.bidDayId,
          createdAt: reminderLinks.createdAt,
          usedAt: reminderLinks.usedAt,
          expiresAt: reminderLinks.expiresAt,
        })
        .from(reminderLinks)
        .where(inMemberships(reminderLinks.companyPlayerId, p)),
    erase: (tx, p) =>
      tx
        .update(reminderLinks)
        .set({ usedAt: sql`coalesce(${reminderLinks.usedAt}, now())` })
        .where(inMemberships(reminderLinks.companyPlayerId, p)),
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
  email_outbox: {
    // The emails queued to the person in the last 6 months (what the retention keeps).
    export: (tx, p) =>
      tx
        .select({
          subject: emailOutbox.subject,
          text: emailOutbox.textBody,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(
          and(
            sql`lower(${emailOutbox.toAddress}) = ${p.email}`,
            gte(emailOutbox.createdAt, sql`now() - interval '6 months'`),
          ),
        )
        .orderBy(emailOutbox.createdAt),
    // Queued ones are cancelled; sent copies go too.
    erase: (tx, p) =>
      tx.delete(emailOutbox).where(sql`lower(${emailOutbox.toAddress}) = ${p.email}`),
  },
  contact_messages: {
    export: (tx, p) =>
      tx
        .select({
          subject: contactMessages.subject,
          message: contactMessages.message,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = ${p.email}`),
    erase: (tx, p) =>
      tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${p.email}`),
  },
  email_requests: {
    export: (tx, p) =>
      tx
        .select({ kind: emailRequests.kind, createdAt: emailRequests.createdAt })
        .from(emailRequests)
        .where(sql`lower(${emailRequests.address}) = ${p.email}`),
    erase: (tx, p) =>
      tx.delete(emailRequests).where(sql`lower(${emailRequests.address}) = ${p.email}`),
  },
  signup_requests: {
    export: (tx, p) =>
      tx
        .select({
          email: signupRequests.email,
          fullName: signupRequests.fullName,
          groupName: signupRequests.groupName,
          createdAt: signupRequests.createdAt,
          expiresAt: signupRequests.expiresAt,
        })
        .from(signupRequests)
        .where(sql`lower(${signupRequests.email}) = ${p.email}`),
    erase: (tx, p) =>
      tx.delete(signupRequests).where(sql`lower(${signupRequests.email}) = ${p.email}`),
  },
  account_jobs: {
    // Work queued for a request made with the address (kept at most 7 days once failed).
    export: (tx, p) =>
      tx
        .select({
          kind: accountJobs.kind,
          status: accountJobs.status,
          createdAt: accountJobs.createdAt,
        })
        .from(accountJobs)
        .where(sql`lower(${accountJobs.payload}->>'email') = ${p.email}`),
    erase: (tx, p) =>
      tx.delete(accountJobs).where(sql`lower(${accountJobs.payload}->>'email') = ${p.email}`),
  },
  activity_log: {
    // What the person did and what was done to their entries; names are read at display time,
    // so after an erasure they read 'Ex-jogador #…' with nothing to rewrite here.
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          kind: activityLog.kind,
          bidDayId: activityLog.bidDayId,
          details: activityLog.details,
          byMe: sql<boolean>`${activityLog.actorPlayerId} = ${p.playerId}`,
          createdAt: activityLog.createdAt,
        })
        .from(activityLog)
        .innerJoin(companies, eq(companies.id, activityLog.companyId))
        .where(
          or(
            eq(activityLog.actorPlayerId, p.playerId),
            inMemberships(activityLog.subjectCompanyPlayerId, p),
          ),
        ),
    erase: async () => 'kept 12 months: ids only, the names they resolve to are erased',
  },
  erased_accounts: {
    export: async () => [],
    erase: (tx, p) =>
      tx.insert(erasedAccounts).values({ playerId: p.playerId }).onConflictDoNothing(),
  },
  // ---- The calendar feed (ADR 037): the person's own link dies with the account.
  calendar_feeds: {
    export: (tx, p) =>
      tx
        .select({ generation: calendarFeeds.generation, renewedAt: calendarFeeds.renewedAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.playerId, p.playerId)),
    erase: (tx, p) => tx.delete(calendarFeeds).where(eq(calendarFeeds.playerId, p.playerId)),
  },
  // ---- Money (ADR 038): the person's charges stay in the group's cash book under
  // 'Ex-jogador #…', so the treasurer's totals and what is still owed do not change.
  charges: {
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          description: charges.description,
          amountCents: charges.amountCents,
          dueDate: charges.dueDate,
          status: charges.status,
          paidMethod: charges.paidMethod,
          paidAt: charges.paidAt,
          reportedAt: charges.reportedAt,
          waivedReason: charges.waivedReason,
          lastRemindedAt: charges.lastRemindedAt,
          createdAt: charges.createdAt,
        })
        .from(charges)
        .innerJoin(companies, eq(companies.id, charges.companyId))
        .where(inMemberships(charges.companyPlayerId, p))
        .orderBy(charges.dueDate),
    erase: async () => 'kept for the group’s cash book; the name on them is erased',
  },
  charge_events: {
    // The history of the person's charges, and the changes they made to anyone's.
    export: (tx, p) =>
      tx
        .select({
          chargeId: chargeEvents.chargeId,
          action: chargeEvents.action,
          note: chargeEvents.note,
          byMe: sql<boolean>`coalesce(${inMemberships(chargeEvents.actorCompanyPlayerId, p)}, false)`,
          createdAt: chargeEvents.createdAt,
        })
        .from(chargeEvents)
        .innerJoin(charges, eq(charges.id, chargeEvents.chargeId))
        .where(
          or(
            inMemberships(charges.companyPlayerId, p),
            inMemberships(chargeEvents.actorCompanyPlayerId, p),
          ),
        )
        .orderBy(chargeEvents.id),
    // The name copied when it happened becomes 'Ex-jogador #…'; the history stays.
    erase: (tx, p) =>
      tx
        .update(chargeEvents)
        .set({ actorName: sql`${EX_PLAYER} || ${chargeEvents.actorCompanyPlayerId}` })
        .where(inMemberships(chargeEvents.actorCompanyPlayerId, p)),
  },
  finance_settings: {
    notPersonal: 'the group’s Pix receiver, typed by its organisers for the group',
  },
  // ---- Push (ADR 041): the person's devices, and what was pushed to them.
  push_subscriptions: {
    // Which devices and kinds; never the endpoint or its keys (they let anyone push to it).
    export: (tx, p) =>
      tx
        .select({
          service: sql<string>`split_part(${pushSubscriptions.endpoint}, '/', 3)`,
          kinds: pushSubscriptions.kinds,
          createdAt: pushSubscriptions.createdAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.playerId, p.playerId)),
    erase: (tx, p) =>
      tx.delete(pushSubscriptions).where(eq(pushSubscriptions.playerId, p.playerId)),
  },
  push_outbox: {
    export: (tx, p) =>
      tx
        .select({
          payload: pushOutbox.payload,
          status: pushOutbox.status,
          createdAt: pushOutbox.createdAt,
          sentAt: pushOutbox.sentAt,
        })
        .from(pushOutbox)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
        .where(eq(pushSubscriptions.playerId, p.playerId))
        .orderBy(pushOutbox.id),
    // Gone with the devices (on delete cascade); deleted here too, whatever the order.
    erase: (tx, p) =>
      tx
        .delete(pushOutbox)
        .where(
          inArray(
            pushOutbox.subscriptionId,
            tx
              .select({ id: pushSubscriptions.id })
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.playerId, p.playerId)),
          ),
        ),
  },
  // ---- After the whistle (ADR 039): the games and votes stay counted under the new name.
  bid_matches: {
    // The matches the person played, with the score.
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          bid: bidDays.number,
          homeTeamId: bidMatches.homeTeamId,
          awayTeamId: bidMatches.awayTeamId,
          homeGoals: bidMatches.homeGoals,
          awayGoals: bidMatches.awayGoals,
          createdAt: bidMatches.createdAt,
        })
        .from(bidMatches)
        .innerJoin(bidDays, eq(bidDays.id, bidMatches.bidDayId))
        .innerJoin(companies, eq(companies.id, bidMatches.companyId))
        .where(
          p.membershipIds.length > 0
            ? or(
                arrayOverlaps(bidMatches.homePlayers, p.membershipIds),
                arrayOverlaps(bidMatches.awayPlayers, p.membershipIds),
              )
            : sql`false`,
        )
        .orderBy(bidMatches.id),
    erase: async () => 'kept: the games happened; line-ups are membership ids',
  },
  craque_polls: {
    // The craque awards the person won.
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          bid: bidDays.number,
          votes: craquePolls.winnerVotes,
          closedAt: craquePolls.closedAt,
        })
        .from(craquePolls)
        .innerJoin(bidDays, eq(bidDays.id, craquePolls.bidDayId))
        .innerJoin(companies, eq(companies.id, craquePolls.companyId))
        .where(
          p.membershipIds.length > 0
            ? arrayOverlaps(craquePolls.winnerIds, p.membershipIds)
            : sql`false`,
        ),
    erase: async () => 'kept: the award stays counted; the name on it is erased',
  },
  craque_votes: {
    // The votes the person cast (never who voted for them: the vote is secret).
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          bid: bidDays.number,
          candidateMembership: craqueVotes.candidateId,
          voidedAt: craqueVotes.voidedAt,
          updatedAt: craqueVotes.updatedAt,
        })
        .from(craqueVotes)
        .innerJoin(bidDays, eq(bidDays.id, craqueVotes.bidDayId))
        .innerJoin(companies, eq(companies.id, craqueVotes.companyId))
        .where(inMemberships(craqueVotes.voterId, p)),
    erase: async () => 'kept: votes stay counted; they name memberships, now anonymous',
  },
  craque_vote_links: {
    export: (tx, p) =>
      tx
        .select({ bidDayId: craqueVoteLinks.bidDayId, createdAt: craqueVoteLinks.createdAt })
        .from(craqueVoteLinks)
        .where(inMemberships(craqueVoteLinks.companyPlayerId, p)),
    erase: (tx, p) =>
      tx.delete(craqueVoteLinks).where(inMemberships(craqueVoteLinks.companyPlayerId, p)),
  },
  member_ratings: {
    // The learned skill: a judgement about the person, useless once they have left.
    export: (tx, p) =>
      tx
        .select({
          group: companies.name,
          mu: memberRatings.mu,
          sigma: memberRatings.sigma,
          games: memberRatings.games,
          updatedAt: memberRatings.updatedAt,
        })
        .from(memberRatings)
        .innerJoin(companies, eq(companies.id, memberRatings.companyId))
        .where(inMemberships(memberRatings.companyPlayerId, p)),
    erase: (tx, p) =>
      tx.delete(memberRatings).where(inMemberships(memberRatings.companyPlayerId, p)),
  },
  craque_settings: { notPersonal: 'the group’s switch for the craque vote' },
  bid_schedules: { notPersonal: 'the group’s weekly game and its mensalistas’ window' },
  bid_schedule_dates: { notPersonal: 'which of the group’s dates were opened or skipped, and why' },
  companies: { notPersonal: 'the group: its name, place and settings' },
  bid_days: { notPersonal: 'the group’s games; a person’s part is in bid_players' },
  weather_cache: { notPersonal: 'forecasts by place' },
  job_runs: { notPersonal: 'which daily job ran on which day' },
  group_closures: { notPersonal: 'when a group closes; the membership id, erased with the group' },
}

const EX_PLAYER = 'Ex-jogador #'

/** The name an erased account's rows read in every group's history. */
export function exPlayerName(id: number): string {
  return `${EX_PLAYER}${id}`
}

/**
 * Empties memberships (an erased account's, or a closed group's): 'Ex-jogador #{id}', no
 * personal copy, no account, ended. Their BID entries, and so every total, stay.
 */
export function anonymiseMemberships(tx: Tx, where: SQL) {
  return tx
    .update(companyPlayers)
    .set({
      playerId: null,
      fullName: sql`${EX_PLAYER} || ${companyPlayers.id}`,
      nickname: null,
      email: null,
      phone: null,
      birthDate: null,
      favoriteTeam: null,
      photoUrl: null,
      reminderEmails: false,
      deletedAt: sql`coalesce(${companyPlayers.deletedAt}, now())`,
    })
    .where(where)
}

function inMemberships(column: Parameters<typeof inArray>[0], p: Person): SQL {
  return p.membershipIds.length > 0
    ? inArray(column, p.membershipIds)
    : and(isNotNull(column), sql`false`)!
}
