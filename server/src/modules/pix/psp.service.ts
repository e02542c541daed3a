import { randomBytes } from 'node:crypto'
import type { PspConnect, PspStatus, PspTestResult } from '@bidfut/domain/contracts/pix'
import type { Db } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { BadRequestError, ConflictError } from '../../lib/errors.ts'
import { requireRole } from '../../lib/permissions.ts'
import { recordActivity } from '../activity/activity.ts'
import { findSettings } from '../finance/finance.repo.ts'
import { createPixApiClient, PspError } from './pix-api-client.ts'
import { createPixAccounts, type PixAccounts, type PixAccountsDeps } from './pix-accounts.ts'
import { sealCredentials } from './psp-credentials.ts'
import * as repo from './pix.repo.ts'

export type PspService = ReturnType<typeof createPspService>

const NOT_AVAILABLE =
  'Este servidor ainda não guarda credenciais de banco (falta DATA_ENCRYPTION_KEY). Fale com quem o administra.'
const NOT_ALLOWED = 'Banco não permitido neste servidor. Escolha um da lista.'
const NO_PIX_KEY = 'Cadastre a chave Pix no Financeiro antes de conectar o banco.'
const NOT_CONNECTED = 'Nenhum banco conectado.'

/**
 * 'Conta Pix do banco' in Financeiro (ADR 052): only the group's administrators connect, test and
 * disconnect its PSP; the credentials are sealed before they reach the database and never leave.
 */
export function createPspService(d: { db: Db; accounts: PixAccounts; cobs: { trigger(): void } }) {
  const { db, accounts } = d

  async function status(ctx: Ctx): Promise<PspStatus> {
    requireRole(ctx, 'administrator')
    const row = await repo.findConnection(db, ctx.companyId)
    return {
      available: accounts.available,
      providers: accounts.providers,
      connection: row
        ? {
            provider: row.provider,
            hasCertificate: row.hasCertificate,
            connectedAt: row.updatedAt.toISOString(),
            webhookUrl: accounts.webhookUrl(row.webhookToken),
          }
        : null,
    }
  }

  return {
    status,

    /** Gets a token and registers the webhook before anything is saved: a refusal saves nothing. */
    async connect(ctx: Ctx, input: PspConnect): Promise<PspStatus> {
      requireRole(ctx, 'administrator')
      const key = accounts.key
      if (!key) throw new ConflictError(NOT_AVAILABLE)
      if (!accounts.providers.includes(input.provider)) throw new BadRequestError(NOT_ALLOWED)
      const settings = await findSettings(db, ctx.companyId)
      if (!settings) throw new ConflictError(NO_PIX_KEY)
      const existing = await repo.findConnection(db, ctx.companyId)
      const webhookToken = existing?.webhookToken ?? randomBytes(24).toString('base64url')
      const credentials = {
        clientId: input.clientId,
        clientSecret: input.clientSecret,
        ...(input.certificate ? { certificate: input.certificate } : {}),
      }
      const client = createPixApiClient({
        provider: input.provider,
        credentials,
        tokens: new Map(),
        cacheKey: 'connect',
        send: accounts.send,
      })
      try {
        await client.registerWebhook(settings.pixKey, accounts.webhookUrl(webhookToken))
      } catch (err) {
        if (err instanceof PspError) throw new BadRequestError(`Não conectou: ${err.message}`)
        throw err
      }
      await db.transaction(async (tx) => {
        await repo.saveConnection(tx, {
          companyId: ctx.companyId,
          provider: input.provider,
          sealedCredentials: sealCredentials(key, credentials),
          hasCertificate: credentials.certificate !== undefined,
          webhookToken,
        })
        await recordActivity(tx, ctx, {
          kind: 'finance.psp_connected',
          details: { provider: input.provider },
        })
      })
      d.cobs.trigger()
      return status(ctx)
    },

    /** The webhook is removed at the PSP when it answers; the credentials go either way. */
    async disconnect(ctx: Ctx): Promise<PspStatus> {
      requireRole(ctx, 'administrator')
      const row = await repo.findConnection(db, ctx.companyId)
      if (!row) return status(ctx)
      const settings = await findSettings(db, ctx.companyId)
      if (settings && accounts.available) {
        await accounts
          .clientOf(row)
          .removeWebhook(settings.pixKey)
          .catch(() => undefined)
      }
      await db.transaction(async (tx) => {
        await repo.deleteConnection(tx, ctx.companyId)
        await recordActivity(tx, ctx, { kind: 'finance.psp_disconnected' })
      })
      return status(ctx)
    },

    /** 'Testar conexão': a new token from the PSP, or what failed in its words and ours. */
    async test(ctx: Ctx): Promise<PspTestResult> {
      requireRole(ctx, 'administrator')
      const row = await repo.findConnection(db, ctx.companyId)
      if (!row || !accounts.available) return { ok: false, message: NOT_CONNECTED }
      try {
        await accounts.clientOf(row, 'fresh').token()
        return { ok: true, message: 'Conexão funcionando: o banco aceitou as credenciais.' }
      } catch (err) {
        if (err instanceof PspError) return { ok: false, message: err.message }
        throw err
      }
    },
  }
}

/** The groups' PSP accounts and the administrators' service over them, wired once (app-services). */
export function createPix(d: PixAccountsDeps & { db: Db; cobs: { trigger(): void } }) {
  const pixAccounts = createPixAccounts(d)
  return { pixAccounts, psp: createPspService({ db: d.db, accounts: pixAccounts, cobs: d.cobs }) }
}
