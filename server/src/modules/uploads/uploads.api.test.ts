import { PHOTO_MAX_BYTES } from '@bidfut/domain/constants'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createGroup } from '../../../test/factories.ts'
import { signedInMember } from '../../../test/sessions.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { players } from '../../db/schema/accounts.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { uploadsDirOf } from './disk-upload-store.ts'
import { errorBody } from '../../../test/error-body.ts'
import { multipart as multipartOf, noisyImage } from './uploads.test-kit.ts'

const { app, db, config } = await createTestApp()
const group = await createGroup(db)
const me = await signedInMember(app, db, group.id)

const multipart = (field: string, fileName: string, contentType: string, content: Buffer) =>
  multipartOf(me.headers, field, fileName, contentType, content)

const upload = (body: ReturnType<typeof multipart>) =>
  app.inject({ method: 'POST', url: '/v1/accounts/upload-image-profile', ...body })

describe('POST /v1/accounts/upload-image-profile', () => {
  it('resizes a PNG to at most 512 px, stores it as WebP and serves it with long cache headers', async () => {
    const png = await noisyImage(1200, 800).png().toBuffer()
    const res = await upload(multipart('imageFile', 'foto.png', 'image/png', png))
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ success: true, message: 'Foto atualizada!' })
    expect(body.photoUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/)

    const [person] = await db.select().from(players).where(eq(players.id, me.account!.id))
    expect(person!.photoUrl).toBe(body.photoUrl)

    const served = await app.inject({ method: 'GET', url: body.photoUrl })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta.format).toBe('webp')
    expect(Math.max(meta.width!, meta.height!)).toBe(512)
    expect(meta.exif).toBeUndefined()
  })

  it('drops EXIF metadata (GPS included) and replaces the previous photo file', async () => {
    const before = (await db.select().from(players).where(eq(players.id, me.account!.id)))[0]!
      .photoUrl!
    const jpeg = await noisyImage(300, 200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'segredo', Make: 'Camera' } })
      .toBuffer()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const res = await upload(multipart('imageFile', 'foto.jpg', 'image/jpeg', jpeg))
    expect(res.statusCode).toBe(200)
    const served = await app.inject({ method: 'GET', url: res.json().photoUrl })
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.width).toBe(300)
    expect(existsSync(path.join(config.dataDir, res.json().photoUrl))).toBe(true)
    expect(existsSync(path.join(config.dataDir, before))).toBe(false)
  })

  it('keeps one file when four uploads race: the one the profile shows, the others answer 404', async () => {
    const pngs = await Promise.all(
      [40, 41, 42, 43].map((side) => noisyImage(side, side).png().toBuffer()),
    )
    const answers = await Promise.all(
      pngs.map((png) => upload(multipart('imageFile', 'foto.png', 'image/png', png))),
    )
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200])
    const [person] = await db.select().from(players).where(eq(players.id, me.account!.id))
    const shown = person!.photoUrl!
    expect(readdirSync(uploadsDirOf(config.dataDir))).toEqual([path.basename(shown)])
    expect((await app.inject({ method: 'GET', url: shown })).statusCode).toBe(200)
    for (const { photoUrl } of answers.map((res) => res.json())) {
      if (photoUrl === shown) continue
      const gone = await app.inject({ method: 'GET', url: photoUrl })
      expect(gone.statusCode).toBe(404)
      expect(gone.headers['cache-control'] ?? '').not.toContain('immutable')
    }
  })

  it("refuses a text file renamed .png with 'Tipo de arquivo inválido'", async () => {
    const text = Buffer.from('isto não é uma imagem\n'.repeat(50))
    const res = await upload(multipart('imageFile', 'foto.png', 'image/png', text))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(errorBody({ message: 'Tipo de arquivo inválido' }))
  })

  it('refuses a truncated image and formats other than JPEG, PNG and WebP', async () => {
    const png = await noisyImage(100, 100).png().toBuffer()
    const truncated = await upload(
      multipart('imageFile', 'a.png', 'image/png', png.subarray(0, 200)),
    )
    expect(truncated.json().message).toBe('Tipo de arquivo inválido')
    const gif = await noisyImage(50, 50).gif().toBuffer()
    const res = await upload(multipart('imageFile', 'a.png', 'image/png', gif))
    expect(res.json().message).toBe('Tipo de arquivo inválido')
  })

  it("refuses a 6 MB image with 'Arquivo muito grande'", async () => {
    const big = await noisyImage(2000, 1500).png({ compressionLevel: 0 }).toBuffer()
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024)
    const res = await upload(multipart('imageFile', 'grande.png', 'image/png', big))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual(errorBody({ message: 'Arquivo muito grande' }))
  })

  it('refuses a file of exactly 5 MB, as the profile page does: a photo has less than 5 MB', async () => {
    const exact = Buffer.alloc(PHOTO_MAX_BYTES)
    const res = await upload(multipart('imageFile', 'exata.png', 'image/png', exact))
    expect(res.statusCode).toBe(413)
  })

  it('answers 400, never 500, to a malformed multipart body', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=xyz']) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/accounts/upload-image-profile',
        headers: { ...me.headers, 'content-type': contentType },
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="imageFile"; filename="a.png"\r\n\r\nabc',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(errorBody({ message: 'Não foi possível ler o arquivo enviado.' }))
    }
  })

  it('wants the imageFile field and a session', async () => {
    const png = await noisyImage(10, 10).png().toBuffer()
    expect((await upload(multipart('outro', 'a.png', 'image/png', png))).statusCode).toBe(400)
    const anonymous = multipart('imageFile', 'a.png', 'image/png', png)
    const res = await app.inject({
      method: 'POST',
      url: '/v1/accounts/upload-image-profile',
      payload: anonymous.payload,
      headers: { 'content-type': anonymous.headers['content-type'] },
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('DELETE /v1/accounts/profile-image', () => {
  const remove = (headers: Record<string, string> = me.headers) =>
    app.inject({ method: 'DELETE', url: '/v1/accounts/profile-image', headers })

  it('takes the photo away in every group of the person and deletes its file', async () => {
    const png = await noisyImage(40, 40).png().toBuffer()
    const { photoUrl } = (await upload(multipart('imageFile', 'a.png', 'image/png', png))).json()
    const otherGroup = await createGroup(db)
    await db.insert(companyPlayers).values({
      companyId: otherGroup.id,
      playerId: me.account!.id,
      fullName: 'Eu em outro grupo',
      typePlayer: 'sporadic',
      photoUrl,
    })
    const profile = () =>
      app.inject({ method: 'GET', url: '/v1/accounts/get-profile', headers: me.headers })
    expect((await profile()).json().photoUrl).toBe(photoUrl)
    const res = await remove()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Foto removida.' })
    expect((await profile()).json().photoUrl).toBeNull()
    const [person] = await db.select().from(players).where(eq(players.id, me.account!.id))
    expect(person!.photoUrl).toBeNull()
    const memberships = await db
      .select({ photoUrl: companyPlayers.photoUrl })
      .from(companyPlayers)
      .where(eq(companyPlayers.playerId, me.account!.id))
    expect(memberships.map((m) => m.photoUrl)).toEqual([null, null])
    expect(existsSync(path.join(config.dataDir, photoUrl))).toBe(false)
    const gone = await app.inject({ method: 'GET', url: photoUrl })
    expect(gone.statusCode).toBe(404)
    expect(gone.headers['cache-control'] ?? '').not.toContain('immutable')
    expect(readdirSync(uploadsDirOf(config.dataDir))).toEqual([])
    // Nothing left to remove is no error.
    expect((await remove()).statusCode).toBe(200)
  })

  it('wants a session', async () => {
    expect((await remove({})).statusCode).toBe(401)
  })
})
