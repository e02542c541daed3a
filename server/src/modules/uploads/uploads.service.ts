import { randomBytes } from 'node:crypto'
import type { MessageResponse, PhotoUploadResponse } from '@bidfut/domain/contracts/profile'
import type { Db } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import type { Ctx } from '../../lib/context.ts'
import { NotFoundError } from '../../lib/errors.ts'
import * as people from '../accounts/people.repo.ts'
import { toProfileWebp } from './profile-image.ts'
import {
  UPLOAD_NAME,
  UPLOADS_URL_PREFIX,
  uploadNameOf,
  type UploadFile,
  type UploadStore,
} from './upload-store.ts'

const PROFILE_NOT_FOUND = 'Perfil não encontrado.'

export type UploadsService = ReturnType<typeof createUploadsService>

export function createUploadsService(deps: { db: Db; changes: Changes; store: UploadStore }) {
  const { db, changes, store } = deps

  // Names are random and never shared: a file no row shows any more can go. Best effort: what a
  // failure leaves behind, the daily sweep (jobs/uploads-sweep.ts) removes.
  async function removeStoredPhoto(photoUrl: string | null) {
    const name = uploadNameOf(photoUrl)
    if (name) await store.remove(name).catch(() => undefined)
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
    removeStoredPhoto,

    /** A stored photo's bytes, or null (not ours, gone, unreadable): the share pictures draw it. */
    async readPhoto(photoUrl: string | null): Promise<Buffer | null> {
      const name = uploadNameOf(photoUrl)
      if (!name) return null
      return (await store.read(name).catch(() => null))?.bytes ?? null
    },

    /** The file GET /uploads/{name} serves: public, as an <img> loads it, and only by its name. */
    async servedFile(name: string): Promise<UploadFile> {
      const file = UPLOAD_NAME.test(name) ? await store.read(name) : null
      if (!file) throw new NotFoundError('Recurso não encontrado.')
      return file
    },

    /** Stores the signed-in person's new photo under a random name; their profile and groups show it. */
    async updateProfilePhoto(ctx: Ctx, upload: Buffer): Promise<PhotoUploadResponse> {
      // A photo is the person's own, whichever group they are in.
      if (!(await people.findAccountById(db, ctx.playerId))) {
        throw new NotFoundError(PROFILE_NOT_FOUND)
      }
      const webp = await toProfileWebp(upload)
      // A new name for every photo: its URL can be cached for ever, and changes with the photo.
      const name = `${randomBytes(16).toString('hex')}.webp`
      const photoUrl = `${UPLOADS_URL_PREFIX}${name}`
      await store.put(name, webp, 'image/webp')
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
