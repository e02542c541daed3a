import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { startLocalS3 } from '../../../test/local-s3/local-s3.ts'
import { loadConfig } from '../../config.ts'
import { createS3Client } from './s3-upload-store.ts'

// `npm run cli -- move-uploads`, run as an operator runs it: the CLI in a process of its own,
// from a DATA_DIR into a bucket of a local S3-compatible server (ADR 050).
const s3 = await startLocalS3()
const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-move-'))
mkdirSync(path.join(dataDir, 'uploads'))
const photos = ['a', 'b', 'c'].map((c) => `${c.repeat(32)}.webp`)
for (const name of photos) writeFileSync(path.join(dataDir, 'uploads', name), `webp ${name}`)
writeFileSync(path.join(dataDir, 'uploads', 'notas.txt'), 'não é foto')

const env = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...s3.env }
const bucket = createS3Client(loadConfig(env).s3!)
const CLI = path.resolve(import.meta.dirname, '../../cli.ts')

async function moveUploads(extra: Record<string, string> = {}) {
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, 'move-uploads'], {
    env: { PATH: process.env.PATH, ...env, ...extra },
  })
  return run.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  )
}

const objectText = async (name: string) => {
  const object = await bucket.send(
    new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads/${name}` }),
  )
  return object.Body!.transformToString()
}

// Each run starts Node and tsx: seconds on an idle machine, far more on a loaded one.
describe('npm run cli -- move-uploads', { timeout: 120_000 }, () => {
  it('copies what the bucket lacks, counts what it had, and leaves other files alone', async () => {
    // A run cut short had copied the first one.
    await bucket.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: `uploads/${photos[0]}`,
        Body: Buffer.from(`webp ${photos[0]}`),
      }),
    )
    const first = await moveUploads()
    expect(first.code).toBe(0)
    expect(first.stdout).toContain('2 copiados, 1 já estavam lá, 0 com erro')
    expect(first.stdout).toContain('ignorados (não são fotos do app): notas.txt')
    for (const name of photos) expect(await objectText(name)).toBe(`webp ${name}`)

    const again = await moveUploads()
    expect(again.stdout).toContain('0 copiados, 3 já estavam lá, 0 com erro')
  })

  it('sends again a file whose copy differs in size', async () => {
    await bucket.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: `uploads/${photos[1]}`,
        Body: Buffer.from('x'),
      }),
    )
    expect((await moveUploads()).stdout).toContain('1 copiados, 2 já estavam lá')
    expect(await objectText(photos[1]!)).toBe(`webp ${photos[1]}`)
  })

  it('says what is wrong and exits 1 without a bucket or with wrong keys', async () => {
    const unset = await moveUploads({
      S3_ENDPOINT: '',
      S3_BUCKET: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
    })
    expect(unset.code).toBe(1)
    expect(unset.stderr).toContain(
      'Defina S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY',
    )
    const wrong = await moveUploads({ S3_SECRET_ACCESS_KEY: 'not-the-secret' })
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toContain('object storage: list failed')
    expect(wrong.stderr).toContain('SignatureDoesNotMatch')
  })
})
