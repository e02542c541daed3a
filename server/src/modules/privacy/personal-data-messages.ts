import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import { accountJobs } from '../../db/schema/accounts.ts'
import { reminderLinks } from '../../db/schema/bids.ts'
import { signupRequests } from '../../db/schema/memberships.ts'
import {
  contactMessages,
  emailOutbox,
  emailRequests,
  pushOutbox,
  pushSubscriptions,
} from '../../db/schema/messages.ts'
import { craqueVoteLinks } from '../../db/schema/results.ts'
import { inMemberships, type PersonalTable } from './person.ts'

/**
 * The LGPD map's entries for what was sent to the person or asked with their address (ADR 040,
 * 041): emails and their one-tap links, push devices and pushes, the contact form, sign-ups and
 * the work queued for them. An erasure cancels and deletes them.
 */
export const MESSAGES_DATA: Record<string, PersonalTable> = {
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
  craque_vote_links: {
    export: (tx, p) =>
      tx
        .select({ bidDayId: craqueVoteLinks.bidDayId, createdAt: craqueVoteLinks.createdAt })
        .from(craqueVoteLinks)
        .where(inMemberships(craqueVoteLinks.companyPlayerId, p)),
    erase: (tx, p) =>
      tx.delete(craqueVoteLinks).where(inMemberships(craqueVoteLinks.companyPlayerId, p)),
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
}
