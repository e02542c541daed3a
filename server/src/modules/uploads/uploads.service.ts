import { randomBytes } from 'node:crypto'
import { mkdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { MessageResponse, PhotoUploadResponse } from '@bidfut/domain/contracts/profile'
import type { Db } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import * as people from '../accounts/people.repo.ts'
import { toProfileWebp } from './profile-image.ts'

export const UPLOADS_URL_PREFIX = '/uploads/'
const PROFILE_NOT_FOUND = 'Perfil não encontrado.'

export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads')
}

/** The file an uploaded photo's URL names, or null for a URL that is not ours. */
export function storedFileOf(uploadsDir: string, photoUrl: string | null): string | null {
  if (!photoUrl?.startsWith(UPLOADS_URL_PREFIX)) return null
  return path.join(uploadsDir, path.basename(photoUrl))
}

export type UploadsService = ReturnType<typeof createUploadsService>

export function createUploadsService(deps: { db: Db; changes: Changes; dataDir: string }) {
  const { db, changes } = deps
  const uploadsDir = uploadsDirOf(deps.dataDir)

  // Names are random and never shared: a file no row shows any more can go. Best effort: what a
  // failure leaves behind, the daily sweep (jobs/uploads-sweep.ts) removes.
  async function removeStoredPhoto(photoUrl: string | null) {
    const file = storedFileOf(uploadsDir, photoUrl)
    if (file) await unlink(file).catch(() => undefined)
  }

  /** Sets the person's photo everywhere and answers the one it replaced, in one transaction. */
  async function replacePhoto(playerId: number, photoUrl: string | null) {
    return changes.transaction(async (tx, touched) => {
      const account = await people.lockPhotoUrlOf(tx, playerId)
      if (!account) throw new NotFoundError(PROFILE_NOT_FOUND)
      await people.updateProfileEverywhere(tx, playerId, { photoUrl })
      touched.person(playerId)
      return account.photoUrl
    })
  }

  return {
    /** Stores the signed-in person's new photo under a random name; their profile and groups show it. */
    async updateProfilePhoto(ctx: Ctx, upload: Buffer): Promise<PhotoUploadResponse> {
      // A photo is the person's own, whichever group they are in.
      if (!(await people.findAccountById(db, ctx.playerId))) {
        throw new NotFoundError(PROFILE_NOT_FOUND)
      }
      const webp = await toProfileWebp(upload)
      // A new name for every photo: its URL can be cached for ever, and changes with the photo.
      const photoUrl = `${UPLOADS_URL_PREFIX}${randomBytes(16).toString('hex')}.webp`
      await mkdir(uploadsDir, { recursive: true })
      await writeFile(storedFileOf(uploadsDir, photoUrl)!, webp)
      let replaced: string | null
      try {
        replaced = await replacePhoto(ctx.playerId, photoUrl)
      } catch (err) {
        await removeStoredPhoto(photoUrl)
        throw err
      }
      await removeStoredPhoto(replaced)
      return { success: true, photoUrl, message: 'Foto atualizada!' }
    },

    /** Takes the signed-in person's photo away: their profile and groups show the initial again. */
    async removeProfilePhoto(ctx: Ctx): Promise<MessageResponse> {
      await removeStoredPhoto(await replacePhoto(ctx.playerId, null))
      return { success: true, message: 'Foto removida.' }
    },
  }
}
