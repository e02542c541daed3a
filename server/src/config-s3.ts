import type { z } from 'zod'
import type { envSchema } from './config.ts'

/** Uploads in S3-compatible object storage (ADR 050): the four together, or none (DATA_DIR). */
export type S3Config = {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  forcePathStyle: boolean
}

const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

export function s3ConfigOf(
  e: z.infer<typeof envSchema>,
  invalid: (issues: { path: string[]; message: string }[]) => never,
): S3Config | undefined {
  const missing = S3_REQUIRED.filter((name) => e[name] === undefined)
  if (missing.length === S3_REQUIRED.length) return undefined
  if (missing.length > 0) {
    const message = `defina ${S3_REQUIRED.join(', ')} juntas, ou nenhuma (falta ${missing.join(', ')})`
    invalid([{ path: [missing[0]!], message }])
  }
  const endpoint = e.S3_ENDPOINT!.replace(/\/$/, '')
  return {
    endpoint,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    region: e.S3_REGION ?? 'us-east-1',
    // AWS's own endpoints take the bucket in the host name; other services mostly in the path.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? !/\.amazonaws\.com$/.test(new URL(endpoint).hostname),
  }
}
