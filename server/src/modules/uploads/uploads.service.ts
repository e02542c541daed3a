import { randomBytes } from 'node:crypto'
import { mkdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { MessageResponse, PhotoUploadResponse } from '@bidfut/domain/contracts/profile'
import type { Db } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import * as people from '../accounts/people.repo.ts'
import { toProfileWebp } from './profile-image.ts'

export const UPLOADS_URL_PREFIX = '/uploads/'

export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads')
}

export type UploadsService = ReturnType<typeof createUploadsService>

export function createUploadsService(deps: { db: Db; dataDir: string }) {
  const { db } = deps
  const uploadsDir = uploadsDirOf(deps.dataDir)

  /** The caller's own account: a photo is the person's, whichever group they are in. */
  async function accountOf(ctx: Ctx) {
    const person = await people.findAccountById(db, ctx.playerId)
    if (!person) throw new NotFoundError('Perfil não encontrado.')
    return person
  }

  // Names are random and never shared, so a replaced or removed photo can go (best effort).
  async function removeStoredPhoto(photoUrl: string | null) {
    if (!photoUrl?.startsWith(UPLOADS_URL_PREFIX)) return
    await unlink(path.join(uploadsDir, path.basename(photoUrl))).catch(() => undefined)
  }

  return {
    /** Stores the signed-in person's new photo under a random name; their profile and groups show it. */
    async updateProfilePhoto(ctx: Ctx, upload: Buffer): Promise<PhotoUploadResponse> {
      const person = await accountOf(ctx)
      const webp = await toProfileWebp(upload)
      const fileName = `${randomBytes(16).toString('hex')}.webp`
      await mkdir(uploadsDir, { recursive: true })
      await writeFile(path.join(uploadsDir, fileName), webp)
      const photoUrl = `${UPLOADS_URL_PREFIX}${fileName}`
      await db.transaction((tx) => people.updateProfileEverywhere(tx, ctx.playerId, { photoUrl }))
      await removeStoredPhoto(person.photoUrl)
      return { success: true, photoUrl, message: 'Foto atualizada!' }
    },

    /** Takes the signed-in person's photo away: their profile and groups show the initial again. */
    async removeProfilePhoto(ctx: Ctx): Promise<MessageResponse> {
      const person = await accountOf(ctx)
      await db.transaction((tx) =>
        people.updateProfileEverywhere(tx, ctx.playerId, { photoUrl: null }),
      )
      await removeStoredPhoto(person.photoUrl)
      return { success: true, message: 'Foto removida.' }
    },
  }
}
