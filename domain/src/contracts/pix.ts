import { z } from 'zod'
import { optionalText, requiredText } from './text.ts'

// Charges paid by the bank (ADR 052): the group's PSP in 'Financeiro', and the API Pix webhook.

/** 'Conectar banco': the PSP's API address (one the server allows) and what it issued. */
export const pspConnectSchema = z.strictObject({
  provider: requiredText('Escolha o banco', { label: 'Banco', max: 200 }),
  clientId: requiredText('Client ID é obrigatório', { label: 'Client ID', max: 500 }),
  clientSecret: requiredText('Client secret é obrigatório', {
    label: 'Client secret',
    max: 500,
  }),
  certificate: optionalText({ label: 'Certificado', max: 20_000, multiline: true }).refine(
    (pem) =>
      pem === null ||
      (/-----BEGIN [A-Z ]*CERTIFICATE-----/.test(pem) && /PRIVATE KEY-----/.test(pem)),
    'Cole o certificado e a chave privada em PEM (-----BEGIN CERTIFICATE----- … PRIVATE KEY-----)',
  ),
})
export type PspConnect = z.output<typeof pspConnectSchema>

/** What 'Financeiro' shows of the connection: never a credential. */
export const pspStatusSchema = z.object({
  /** The server keeps credentials (DATA_ENCRYPTION_KEY set): connecting is possible. */
  available: z.boolean(),
  providers: z.array(z.string()),
  connection: z
    .object({
      provider: z.string(),
      hasCertificate: z.boolean(),
      connectedAt: z.string(),
      webhookUrl: z.string(),
    })
    .nullable(),
})
export type PspStatus = z.infer<typeof pspStatusSchema>

/** 'Testar conexão': a token was issued, or what failed, in pt-BR. */
export const pspTestResultSchema = z.object({ ok: z.boolean(), message: z.string() })
export type PspTestResult = z.infer<typeof pspTestResultSchema>

export const pixWebhookParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Endereço de webhook inválido'),
})

/** What a PSP posts (API Pix, callback `webhookPix`): each Pix names its txid; never trusted. */
export const pixWebhookBodySchema = z.object({
  pix: z
    .array(
      z.object({
        endToEndId: z.string().regex(/^[a-zA-Z0-9]{32}$/, 'endToEndId inválido'),
        txid: z
          .string()
          .regex(/^[a-zA-Z0-9]{1,35}$/, 'txid inválido')
          .optional(),
      }),
    )
    .min(1, 'Nenhum Pix no aviso')
    .max(1000),
})

export const pixWebhookAckSchema = z.object({ received: z.literal(true) })
