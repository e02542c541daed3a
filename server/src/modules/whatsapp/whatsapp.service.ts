import {
  whatsappNoticeLabels,
  type WhatsAppDeliveries,
  type WhatsAppNotice,
  type WhatsAppSetting,
  type WhatsAppUpdate,
  type WhatsAppUsage,
} from '@bidfut/domain/contracts/whatsapp'
import { toE164 } from '@bidfut/domain/rules/whatsapp-phone'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bidDays } from '../../db/schema/bids.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import type { Ctx } from '../../lib/context.ts'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import { isOrganiser } from '@bidfut/domain/contracts/enums'
import { findConsent, saveConsent, type Consent } from './consent.repo.ts'
import { deliveriesOfBid, monthOf, monthlyCount } from './outbox.repo.ts'

const OFF = 'Os avisos pelo WhatsApp não estão disponíveis neste servidor.'
const NO_PHONE = 'Informe seu celular com DDD para receber avisos pelo WhatsApp.'

const settingOf = (consent: Consent | undefined, available: boolean): WhatsAppSetting => ({
  optIn: consent?.optIn ?? false,
  phone: consent?.phone ?? null,
  optedInAt: consent?.optedInAt?.toISOString() ?? null,
  source: consent?.source ?? null,
  kindsOff: (consent?.kindsOff ?? []) as WhatsAppNotice[],
  available,
})

/** 'WhatsApp: 18 entregues, 12 lidas, 1 falhou'. */
export function deliverySummary(c: { delivered: number; read: number; failed: number }) {
  const parts = [
    `${c.delivered} ${c.delivered === 1 ? 'entregue' : 'entregues'}`,
    `${c.read} ${c.read === 1 ? 'lida' : 'lidas'}`,
  ]
  if (c.failed > 0) parts.push(`${c.failed} ${c.failed === 1 ? 'falhou' : 'falharam'}`)
  return `WhatsApp: ${parts.join(', ')}`
}

/**
 * The person's own WhatsApp consent (ADR 051): only the caller's account is read or written, so
 * nobody, organisers included, opts anybody else in. The organisers' delivery counts and usage.
 */
export function createWhatsAppService(d: { db: Db; available: boolean; monthlyCap: number }) {
  const { db, available } = d

  async function membershipPhone(ctx: Ctx) {
    const [row] = await db
      .select({ phone: companyPlayers.phone })
      .from(companyPlayers)
      .where(
        and(
          eq(companyPlayers.companyId, ctx.companyId),
          eq(companyPlayers.id, ctx.companyPlayerId),
        ),
      )
    return row?.phone ?? null
  }

  function requireOrganiser(ctx: Ctx) {
    if (!isOrganiser(ctx.role)) throw new ForbiddenError()
  }

  return {
    async getSetting(ctx: Ctx): Promise<WhatsAppSetting> {
      return settingOf(await findConsent(db, ctx.playerId), available)
    },

    async setSetting(ctx: Ctx, input: WhatsAppUpdate): Promise<WhatsAppSetting> {
      const current = await findConsent(db, ctx.playerId)
      if (input.optIn && !available) throw new ConflictError(OFF)
      const typed = input.phone ?? current?.phone ?? (await membershipPhone(ctx))
      const phone = typed ? toE164(typed) : null
      if (input.optIn && !phone) throw new BadRequestError(NO_PHONE, { phone: NO_PHONE })
      if (!phone && !current) return settingOf(undefined, available)
      const saved = await saveConsent(db, {
        playerId: ctx.playerId,
        optIn: input.optIn,
        phone: phone ?? current!.phone,
        source: input.source ?? (input.optIn ? 'perfil' : (current?.source ?? 'perfil')),
        kindsOff: input.kindsOff ?? current?.kindsOff ?? [],
      })
      return settingOf(saved, available)
    },

    async deliveries(ctx: Ctx, bidDayId: number): Promise<WhatsAppDeliveries> {
      requireOrganiser(ctx)
      const [bid] = await db
        .select({ id: bidDays.id })
        .from(bidDays)
        .where(and(eq(bidDays.companyId, ctx.companyId), eq(bidDays.id, bidDayId)))
      if (!bid) throw new NotFoundError('BID não encontrado.')
      const rows = await deliveriesOfBid(db, ctx.companyId, bidDayId)
      return {
        deliveries: rows
          .filter((row) => row.notice in whatsappNoticeLabels)
          .map((row) => ({
            ...row,
            notice: row.notice as WhatsAppNotice,
            summary: deliverySummary(row),
          })),
      }
    },

    async usage(ctx: Ctx, now = new Date()): Promise<WhatsAppUsage> {
      requireOrganiser(ctx)
      return {
        available,
        month: monthOf(now),
        messages: await monthlyCount(db, ctx.companyId, monthOf(now)),
        cap: d.monthlyCap,
      }
    },
  }
}

export type WhatsAppService = ReturnType<typeof createWhatsAppService>
