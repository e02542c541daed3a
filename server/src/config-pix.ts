import { z } from 'zod'
import { unsetWhenEmpty } from './config-whatsapp.ts'

/**
 * The API Pix base URLs a group may connect by default (ADR 052): PSPs whose `/oauth/token` and
 * `/v2/…` hang off one address. Others are added with PIX_PSP_ALLOWLIST.
 */
export const DEFAULT_PIX_PSPS = ['https://pix.api.efipay.com.br']

/** Charges paid by the bank (ADR 052): where groups may connect, and the key that seals secrets. */
export const pixEnv = {
  PIX_PSP_ALLOWLIST: unsetWhenEmpty(z.string()),
  DATA_ENCRYPTION_KEY: unsetWhenEmpty(
    z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === 32,
        'use 32 bytes aleatórios em base64 (openssl rand -base64 32)',
      ),
  ),
}

export type PixConfig = {
  /** The API Pix base URLs a group may pick (no trailing slash). */
  providers: string[]
  /** AES-256-GCM key for the groups' PSP credentials; undefined: connecting is off. */
  encryptionKey: Buffer | undefined
}

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/

export function pixConfigOf(
  e: z.infer<z.ZodObject<typeof pixEnv>>,
  invalid: (issues: { path: string[]; message: string }[]) => never,
): PixConfig {
  const providers =
    e.PIX_PSP_ALLOWLIST === undefined
      ? DEFAULT_PIX_PSPS
      : e.PIX_PSP_ALLOWLIST.split(',').map((url) => url.trim().replace(/\/$/, ''))
  // Credentials travel only over TLS, or to a fake on this machine (the tests').
  const bad = providers.find((url) => !/^https:\/\/[\w.-]+(:\d+)?(\/[\w./-]*)?$/.test(url))
  if (bad !== undefined && !LOOPBACK.test(bad)) {
    const message = `endereço inválido: "${bad}" (use https://, ex.: https://pix.api.efipay.com.br)`
    invalid([{ path: ['PIX_PSP_ALLOWLIST'], message }])
  }
  const key = e.DATA_ENCRYPTION_KEY
  return { providers, encryptionKey: key === undefined ? undefined : Buffer.from(key, 'base64') }
}
