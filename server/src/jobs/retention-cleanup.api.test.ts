import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { createGroup, createMember } from '../../test/factories.ts'
import {
  accountJobs,
  accountSessions,
  loginFailures,
  trustedDevices,
} from '../db/schema/accounts.ts'
import { activityLog } from '../db/schema/activity.ts'
import { signupRequests } from '../db/schema/memberships.ts'
import { contactMessages, emailOutbox, emailRequests } from '../db/schema/messages.ts'
import { oidcLogins, webauthnUsedChallenges } from '../db/schema/sign-in.ts'
import { deleteExpiredData } from './retention-cleanup.ts'
import { whatsappEvents } from '../db/schema/whatsapp.ts'
import { pixEvents } from '../db/schema/pix.ts'

const { db } = await createTestApp()
const NOW = new Date('2026-11-23T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600 * 1000)

async function email(key: string, status: 'pending' | 'sent' | 'failed', createdAt: Date) {
  await db.insert(emailOutbox).values({
    dedupeKey: key,
    toAddress: 'alguem@example.com',
    subject: 'Assunto',
    textBody: 'Texto',
    status,
    createdAt,
  })
}

describe('retention cleanup', () => {
  it('drops what the privacy policy stops keeping, and nothing else', async () => {
    await db.insert(contactMessages).values([
      { name: 'Velho', email: 'v@example.com', message: 'Oi', createdAt: daysAgo(366) },
      { name: 'Recente', email: 'r@example.com', message: 'Oi', createdAt: daysAgo(364) },
    ])
    await email('old-sent', 'sent', daysAgo(200))
    await email('old-failed', 'failed', daysAgo(200))
    await email('old-pending', 'pending', daysAgo(200))
    await email('recent-sent', 'sent', daysAgo(100))
    // ADR 026: counters older than their day, sign-ups past their link, jobs that gave up.
    await db.insert(emailRequests).values([
      { scope: 'recipient', kind: 'signup', address: 'a@example.com', createdAt: daysAgo(3) },
      { scope: 'recipient', kind: 'signup', address: 'a@example.com', createdAt: daysAgo(1) },
    ])
    const signup = { email: 's@example.com', passwordHash: 'h', fullName: 'S', groupName: 'P' }
    await db.insert(signupRequests).values([
      { ...signup, tokenHash: 'expired', expiresAt: daysAgo(1) },
      { ...signup, tokenHash: 'open', expiresAt: new Date(NOW.getTime() + 3600_000) },
    ])
    await db.insert(accountJobs).values([
      { kind: 'password_reset', payload: {}, status: 'failed', createdAt: daysAgo(8) },
      { kind: 'password_reset', payload: {}, status: 'pending', createdAt: daysAgo(8) },
    ])

    await db.insert(loginFailures).values([
      {
        email: 'a@example.com',
        ip: '10.0.0.1',
        createdAt: new Date(NOW.getTime() - 25 * 3600_000),
      },
      {
        email: 'a@example.com',
        ip: '10.0.0.1',
        createdAt: new Date(NOW.getTime() - 23 * 3600_000),
      },
    ])
    const { account } = await createMember(db, (await createGroup(db)).id)
    await db.insert(trustedDevices).values([
      { tokenHash: 'unused-for-a-year', playerId: account!.id, lastUsedAt: daysAgo(366) },
      { tokenHash: 'used-lately', playerId: account!.id, lastUsedAt: daysAgo(364) },
    ])

    // ADR 040: the activity log for 12 months.
    await db.insert(activityLog).values([
      { companyId: (await createGroup(db)).id, kind: 'bid.created', createdAt: daysAgo(366) },
      { companyId: (await createGroup(db)).id, kind: 'bid.created', createdAt: daysAgo(364) },
    ])

    // ADR 042: an account-only session a day after it ended.
    await db.insert(accountSessions).values([
      { id: 'ended-two-days-ago', playerId: account!.id, expiresAt: daysAgo(2) },
      {
        id: 'ended-an-hour-ago',
        playerId: account!.id,
        expiresAt: new Date(NOW.getTime() - 3600_000),
      },
    ])

    // ADR 049: answered WebAuthn challenges and Google sign-ins, once expired.
    await db.insert(webauthnUsedChallenges).values([
      { challengeHash: 'expired', expiresAt: new Date(NOW.getTime() - 1000) },
      { challengeHash: 'live', expiresAt: new Date(NOW.getTime() + 60_000) },
    ])
    await db.insert(oidcLogins).values({
      stateHash: 'abandoned',
      browserHash: 'b',
      codeVerifier: 'v',
      nonce: 'n',
      intent: {},
      expiresAt: new Date(NOW.getTime() - 1000),
    })

    // ADR 051: the WhatsApp webhook's events, a week after they were worked; pending ones stay.
    await db.insert(whatsappEvents).values([
      { eventKey: 'm:old-done', payload: {}, status: 'done', createdAt: daysAgo(8) },
      { eventKey: 'm:recent-done', payload: {}, status: 'done', createdAt: daysAgo(6) },
      { eventKey: 'm:old-pending', payload: {}, createdAt: daysAgo(8) },
    ])

    // ADR 052: the Pix webhook's notices, the same week after they were worked.
    const pixGroup = await createGroup(db)
    await db.insert(pixEvents).values([
      {
        companyId: pixGroup.id,
        txid: 't',
        eventKey: 'p:old',
        status: 'done',
        createdAt: daysAgo(8),
      },
      {
        companyId: pixGroup.id,
        txid: 't',
        eventKey: 'p:new',
        status: 'done',
        createdAt: daysAgo(6),
      },
    ])

    const removed = await deleteExpiredData(db, NOW)

    expect(removed).toEqual({
      contactMessages: 1,
      emails: 2,
      loginFailures: 1,
      trustedDevices: 1,
      emailRequests: 1,
      expiredSignups: 1,
      deadJobs: 1,
      accountSessions: 1,
      pushes: 0,
      webauthnChallenges: 1,
      oidcLogins: 1,
      activity: 1,
      whatsappEvents: 1,
      pixEvents: 1,
    })
    const names = await db.select({ name: contactMessages.name }).from(contactMessages)
    expect(names.map((row) => row.name)).toEqual(['Recente'])
    const keys = await db
      .select({ key: emailOutbox.dedupeKey })
      .from(emailOutbox)
      .orderBy(sql`${emailOutbox.dedupeKey}`)
    expect(keys.map((row) => row.key)).toEqual(['old-pending', 'recent-sent'])
  })
})
