import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll } from 'vitest'

const SERVER = path.join(import.meta.dirname, 's3-server.ts')

/**
 * Starts a local S3-compatible server as a process of its own (s3rver behind a SigV4 check, see
 * s3-server.ts) with empty buckets, for the test file that calls it; it stops when the file's
 * tests end. `env` is what the app reads to store its uploads in the first bucket.
 */
export async function startLocalS3(buckets = ['bidfut-uploads']) {
  const bucket = buckets[0]!
  const directory = mkdtempSync(path.join(tmpdir(), 'bidfut-s3-'))
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'local-secret-for-tests' }
  const region = 'us-east-1'
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      SERVER,
      directory,
      buckets.join(','),
      credentials.accessKeyId,
      credentials.secretAccessKey,
      region,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const started = new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`local S3 server exited with ${code}`)))
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line).port))
  })
  const port = await started
  afterAll(async () => {
    child.kill()
    rmSync(directory, { recursive: true, force: true })
  })
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    /** Stops the server (an outage); the file's end does nothing more. */
    stop: () => child.kill(),
  }
}
