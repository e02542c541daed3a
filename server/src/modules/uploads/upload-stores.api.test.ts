import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'
import { existsSync, readdirSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { faultBody } from '../../../test/error-body.ts'
import { createGroup, PASSWORD } from '../../../test/factories.ts'
import { startLocalS3 } from '../../../test/local-s3/local-s3.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { players } from '../../db/schema/accounts.ts'
import { sweepOrphanUploads } from '../../jobs/uploads-sweep.ts'
import { uploadsDirOf } from './disk-upload-store.ts'
import { createS3Client, STORAGE_UNAVAILABLE } from './s3-upload-store.ts'
import { createUploadStore } from './upload-store.ts'
import { multipart, noisyImage } from './uploads.test-kit.ts'

// The same journey on both stores (ADR 050): DATA_DIR/uploads, and a bucket on a local
// S3-compatible server run as a process of its own, which checks every request's SigV4 signature.
const s3 = await startLocalS3(['bidfut-uploads', 'bidfut-other'])
const HOUR_MS = 3600_000

async function storeTestApp(env: Record<string, string>) {
  const { app, db, config } = await createTestApp(env)
  const store = createUploadStore(config)
  const group = await createGroup(db)
  const upload = async (headers: Record<string, string>, side = 64) => {
    const png = await noisyImage(side, side).png().toBuffer()
    return app.inject({
      method: 'POST',
      url: '/v1/accounts/upload-image-profile',
      ...multipart(headers, 'imageFile', 'foto.png', 'image/png', png),
    })
  }
  /** The names the store holds, listed by the store itself. */
  const stored = async () => {
    const names: string[] = []
    for await (const file of store.list()) names.push(file.name)
    return names.sort()
  }
  return { app, db, config, store, group, upload, stored }
}

const nameOf = (photoUrl: string) => photoUrl.slice('/uploads/'.length)

const OTHER_BUCKET = 'bidfut-other'
// One after the other (several apps built at once can outlast Fastify's plugin timeout), and
// here rather than in a test, whose timeout a loaded machine can outlast too.
const onDisk = await storeTestApp({})
const inBucket = await storeTestApp(s3.env)
const inOtherBucket = await storeTestApp({ ...s3.env, S3_BUCKET: OTHER_BUCKET })
const withWrongKey = await storeTestApp({
  ...s3.env,
  S3_BUCKET: OTHER_BUCKET,
  S3_SECRET_ACCESS_KEY: 'not-the-secret',
})

describe.each([
  ['DATA_DIR', onDisk],
  ['an S3 bucket', inBucket],
])('uploads in %s', (_where, kit) => {
  it('stores, serves with long cache headers and 304, replaces, and forgets the replaced', async () => {
    const { app, db, group, upload, stored } = kit
    const me = await signedInMember(app, db, group.id)
    const first = (await upload(me.headers)).json().photoUrl as string
    expect(await stored()).toEqual([nameOf(first)])

    const served = await app.inject({ method: 'GET', url: first })
    expect(served.statusCode).toBe(200)
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: expect.stringMatching(/^(W\/)?"[^"]+"$/),
      'last-modified': expect.stringMatching(/GMT$/),
    })
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP')
    const again = await app.inject({
      method: 'GET',
      url: first,
      headers: { 'if-none-match': served.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload).toHaveLength(0)

    const second = (await upload(me.headers, 80)).json().photoUrl as string
    expect(await stored()).toEqual([nameOf(second)])
    const gone = await app.inject({ method: 'GET', url: first })
    expect(gone.statusCode).toBe(404)
    expect(gone.headers['cache-control'] ?? '').not.toContain('immutable')
    expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(200)
    for (const url of [
      '/uploads/../jwt-secret',
      '/uploads/x.webp',
      `/uploads/${'A'.repeat(32)}.webp`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
  })

  it('sweeps files no row shows once past the grace period, and only those', async () => {
    const { app, db, store, group, upload, stored } = kit
    const me = await signedInMember(app, db, group.id)
    const shown = nameOf((await upload(me.headers)).json().photoUrl)
    const orphan = `${'0f'.repeat(16)}.webp`
    await store.put(orphan, Buffer.from('RIFF'), 'image/webp')
    const now = new Date()
    // Written moments ago: may be an upload whose row is not committed yet.
    expect(await sweepOrphanUploads(store, db, now)).toBe(0)
    expect(await stored()).toContain(orphan)
    const later = new Date(now.getTime() + 2 * HOUR_MS)
    expect(await app.jobs.run('uploads-sweep', later)).toMatchObject({ claimed: true, removed: 1 })
    expect(await stored()).toContain(shown)
    expect(await stored()).not.toContain(orphan)
  })

  it("deletes an erased account's photo at once", async () => {
    const { app, db, group, upload, stored } = kit
    const me = await signedInMember(app, db, group.id)
    const photo = nameOf((await upload(me.headers)).json().photoUrl)
    expect(await stored()).toContain(photo)
    const erased = await app.inject({
      method: 'POST',
      url: '/v1/me/delete-account',
      headers: me.headers,
      payload: { password: PASSWORD, confirmation: 'EXCLUIR' },
    })
    expect(erased.statusCode).toBe(200)
    const [row] = await db.select().from(players).where(eq(players.id, me.account!.id))
    expect(row!.photoUrl).toBeNull()
    expect(await stored()).not.toContain(photo)
  })
})

describe('the S3 store', () => {
  const bucket = OTHER_BUCKET
  const kit = inOtherBucket

  it('keeps nothing on disk and its keys under uploads/ in the bucket', async () => {
    const { app, db, config, group, upload } = kit
    const me = await signedInMember(app, db, group.id)
    const photo = nameOf((await upload(me.headers)).json().photoUrl)
    expect(
      existsSync(uploadsDirOf(config.dataDir)) ? readdirSync(uploadsDirOf(config.dataDir)) : [],
    ).toEqual([])
    const listed = await createS3Client(config.s3!).send(
      new ListObjectsV2Command({ Bucket: bucket }),
    )
    expect(listed.Contents?.map((o) => o.Key)).toContain(`uploads/${photo}`)
  })

  it('never sweeps a key outside uploads/', async () => {
    const { db, config, store } = kit
    const client = createS3Client(config.s3!)
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: 'backups/dump.sql', Body: Buffer.from('x') }),
    )
    await sweepOrphanUploads(store, db, new Date(Date.now() + 2 * HOUR_MS))
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
    expect(listed.Contents?.map((o) => o.Key)).toContain('backups/dump.sql')
  })

  it('answers 503, asking to quote the request id, when the bucket refuses the signature', async () => {
    const me = await signedInMember(withWrongKey.app, withWrongKey.db, withWrongKey.group.id)
    const res = await withWrongKey.upload(me.headers)
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual(faultBody(STORAGE_UNAVAILABLE))
    const [row] = await withWrongKey.db.select().from(players).where(eq(players.id, me.account!.id))
    expect(row!.photoUrl).toBeNull()
  })

  it('answers 503 to uploads and reads while the storage is down', async () => {
    const { app, db, group, upload } = kit
    const me = await signedInMember(app, db, group.id)
    const photoUrl = (await upload(me.headers)).json().photoUrl as string
    s3.stop()
    const res = await upload(me.headers)
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual(faultBody(STORAGE_UNAVAILABLE))
    const read = await app.inject({ method: 'GET', url: photoUrl })
    expect(read.statusCode).toBe(503)
    expect(read.headers['cache-control'] ?? '').not.toContain('immutable')
  })
})
