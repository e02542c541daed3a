import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { PRODUCTION_PASSWORD_HASH_COST } from './lib/password.ts'
import webPush from 'web-push'
import { unsetWhenEmpty, whatsAppConfigOf, whatsappEnv } from './config-whatsapp.ts'
import type { WhatsAppConfig } from './config-whatsapp.ts'
import { pixConfigOf, pixEnv, type PixConfig } from './config-pix.ts'
import { s3ConfigOf, type S3Config } from './config-s3.ts'

const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((v) => v === 'true' || v === '1' || v === 'on')

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.resolve(import.meta.dirname, '../../data')),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET precisa de pelo menos 32 caracteres').optional(),
  SEED_DEMO: flag.optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Bidfut <nao-responda@bidfut.com.br>'),
  CONTACT_EMAIL: z.string().email().default('contato@bidfut.com.br'),
  WEATHER_API_URL: z.string().url().optional(),
  GEOCODING_API_URL: z.string().url().optional(),
  WEATHER_API_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  PUBLIC_URL: z.string().url().optional(),
  WHATSAPP_NUMBER: z.string().optional(),
  COMPANY_ADDRESS: z.string().optional(),
  TRUST_PROXY: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  API_DOCS: flag.optional(),
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  // log2 of scrypt's N. The test suites lower it so a login costs microseconds; production can't.
  PASSWORD_HASH_COST: z.coerce.number().int().min(1).max(20).default(PRODUCTION_PASSWORD_HASH_COST),
  // Push notifications (ADR 041): both keys or neither (then generated once into DATA_DIR).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'chave pública VAPID inválida')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'chave privada VAPID inválida')
    .optional(),
  PUSH_SERVICE_ALLOWLIST: z.string().optional(),
  // 'Entrar com Google' (ADR 049): both or neither; the issuer is Google's unless overridden.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER_URL: z.string().url().optional(),
  // The craque vote's window in seconds: 24 h; only journeys shorten it, never production (ADR 039).
  CRAQUE_VOTE_SECONDS: z.coerce.number().int().min(5).max(86_400).optional(),
  // Prometheus metrics (ADR 050): /metrics answers only with this bearer token; unset = off.
  METRICS_TOKEN: unsetWhenEmpty(
    z.string().min(16, 'METRICS_TOKEN precisa de pelo menos 16 caracteres'),
  ),
  // Uploads in S3-compatible object storage (ADR 050): the four together, or none (DATA_DIR).
  S3_ENDPOINT: unsetWhenEmpty(
    z.string().regex(/^https?:\/\/[^/?#\s]+\/?$/, 'use a origem do serviço: https://host[:porta]'),
  ),
  S3_BUCKET: unsetWhenEmpty(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'nome de bucket inválido (S3: 3 a 63 letras minúsculas, números, . e -)',
      ),
  ),
  S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string()),
  S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string()),
  S3_REGION: unsetWhenEmpty(z.string().regex(/^[a-z0-9-]+$/, 'região inválida (ex.: us-east-1)')),
  S3_FORCE_PATH_STYLE: unsetWhenEmpty(flag),
  ...whatsappEnv,
  ...pixEnv,
})

export type Config = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  jwtSecret: string
  seedDemo: boolean | undefined
  smtpUrl: string | undefined
  mailFrom: string
  contactEmail: string
  weatherApiUrl: string
  geocodingApiUrl: string
  weatherApiKey: string | undefined
  recaptchaSecret: string | undefined
  recaptchaVerifyUrl: string
  recaptchaMinScore: number
  publicUrl: string
  whatsappNumber: string | undefined
  companyAddress: string | undefined
  logLevel: string
  /** /docs and /docs/json: on outside production unless API_DOCS says otherwise. */
  apiDocs: boolean
  trustProxy: boolean
  webDistDir: string
  accessTokenTtlSeconds: number
  passwordHashCost: number
  /** Web Push (ADR 041): the server's VAPID key pair, base64url. */
  vapidKeys: VapidKeys
  /** The push services' origins our server may POST to; `https://*.x` allows x's subdomains. */
  pushServiceAllowlist: string[]
  /** Tests only (CRAQUE_VOTE_SECONDS): the craque vote's window instead of the group's hours. */
  craqueVoteWindowMs: number | undefined
  /** Google sign-in (ADR 049); null hides 'Entrar com Google'. */
  google: GoogleConfig | null
  /** The bearer token /metrics asks for; undefined: metrics off (ADR 050). */
  metricsToken: string | undefined
  /** Where uploads go: an S3-compatible bucket, or undefined for DATA_DIR/uploads (ADR 050). */
  s3: S3Config | undefined
  /** The WhatsApp channel (ADR 051); undefined: off, and nothing else changes. */
  whatsapp: WhatsAppConfig | undefined
  /** Groups' own PSPs for dynamic Pix (ADR 052). */
  pix: PixConfig
}

export type GoogleConfig = { clientId: string; clientSecret: string; issuerUrl: string }

/** Parses the environment once at boot; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) invalid(parsed.error.issues)
  const e = parsed.data
  if (e.NODE_ENV === 'production' && e.PASSWORD_HASH_COST < PRODUCTION_PASSWORD_HASH_COST) {
    const message = `em produção, no mínimo ${PRODUCTION_PASSWORD_HASH_COST}`
    invalid([{ path: ['PASSWORD_HASH_COST'], message }])
  }
  if (e.NODE_ENV === 'production' && e.CRAQUE_VOTE_SECONDS !== undefined) {
    invalid([{ path: ['CRAQUE_VOTE_SECONDS'], message: 'só para testes, nunca em produção' }])
  }
  const dataDir = path.resolve(e.DATA_DIR)
  mkdirSync(dataDir, { recursive: true })
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    // The free API is for non-commercial use; a key means the paid customer endpoints (ADR 007).
    weatherApiUrl:
      e.WEATHER_API_URL ??
      `https://${e.WEATHER_API_KEY ? 'customer-api' : 'api'}.open-meteo.com/v1/forecast`,
    geocodingApiUrl:
      e.GEOCODING_API_URL ??
      `https://${e.WEATHER_API_KEY ? 'customer-geocoding-api' : 'geocoding-api'}.open-meteo.com/v1/search`,
    weatherApiKey: e.WEATHER_API_KEY,
    recaptchaSecret: e.RECAPTCHA_SECRET || undefined,
    recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
    recaptchaMinScore: e.RECAPTCHA_MIN_SCORE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    whatsappNumber: e.WHATSAPP_NUMBER,
    companyAddress: e.COMPANY_ADDRESS,
    // Request logs are for production; a newcomer's `npm start` should stay readable.
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'info' : 'warn'),
    // A public map of every route helps nobody but an attacker in production (ADR 024).
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    webDistDir: e.WEB_DIST_DIR,
    // Only behind a proxy that sets X-Forwarded-For; otherwise clients could pick their own IP.
    trustProxy: e.TRUST_PROXY ?? false,
    accessTokenTtlSeconds: 15 * 60,
    passwordHashCost: e.PASSWORD_HASH_COST,
    vapidKeys: vapidKeysOf(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, dataDir),
    pushServiceAllowlist: parseAllowlist(e.PUSH_SERVICE_ALLOWLIST),
    craqueVoteWindowMs:
      e.CRAQUE_VOTE_SECONDS === undefined ? undefined : e.CRAQUE_VOTE_SECONDS * 1000,
    google: googleOf(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.OIDC_ISSUER_URL),
    metricsToken: e.METRICS_TOKEN,
    s3: s3ConfigOf(e, invalid),
    whatsapp: whatsAppConfigOf(e, invalid),
    pix: pixConfigOf(e, invalid),
  }
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost'])

function googleOf(
  clientId: string | undefined,
  clientSecret: string | undefined,
  issuerUrl = 'https://accounts.google.com',
): GoogleConfig | null {
  if (!clientId && !clientSecret) return null
  if (!clientId || !clientSecret) {
    const message = 'defina GOOGLE_CLIENT_ID e GOOGLE_CLIENT_SECRET juntas, ou nenhuma das duas'
    invalid([{ path: [clientId ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'], message }])
  }
  // Plain http only to a provider on this machine (the tests' own): never across a network.
  const issuer = new URL(issuerUrl)
  if (
    issuer.protocol !== 'https:' &&
    !(issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname))
  ) {
    invalid([
      { path: ['OIDC_ISSUER_URL'], message: 'use https:// (http:// só em 127.0.0.1 ou localhost)' },
    ])
  }
  return { clientId, clientSecret, issuerUrl: issuer.href.replace(/\/$/, '') }
}

function vapidKeysOf(publicKey: string | undefined, privateKey: string | undefined, dir: string) {
  if (publicKey && privateKey) return { publicKey, privateKey }
  if (publicKey || privateKey) {
    const message = 'defina VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY juntas, ou nenhuma das duas'
    invalid([{ path: [publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'], message }])
  }
  return readOrCreateVapidKeys(dir)
}

function parseAllowlist(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_PUSH_SERVICES
  const origins = value.split(',').map((origin) => origin.trim().replace(/\/$/, ''))
  const bad = origins.find((origin) => !/^https?:\/\/(\*\.)?[\w.-]+(:\d+)?$/.test(origin))
  if (bad !== undefined) {
    const message = `origem inválida: "${bad}" (ex.: https://fcm.googleapis.com)`
    invalid([{ path: ['PUSH_SERVICE_ALLOWLIST'], message }])
  }
  return origins
}

function invalid(issues: { path: PropertyKey[]; message: string }[]): never {
  const lines = issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
  throw new Error(`Configuração inválida:\n${lines.join('\n')}`)
}

// Generated once so a fresh clone runs without setup, and kept so sessions survive restarts.
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export type VapidKeys = { publicKey: string; privateKey: string }

/**
 * The push services browsers subscribe with (Chrome and Edge on Android: Google; Firefox:
 * Mozilla; Safari: Apple; Edge on Windows: Microsoft's WNS hosts). A subscription elsewhere is
 * refused, so nobody can make our server POST to an address of their choosing (ADR 041).
 */
export const DEFAULT_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://android.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
]

// Like the JWT secret: generated once, kept so the browsers' subscriptions stay valid.
function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys
  const keys = webPush.generateVAPIDKeys()
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 })
  return keys
}
