import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createTestApp } from '../../test/test-app.ts'
import { createDiskUploadStore, uploadsDirOf } from '../modules/uploads/disk-upload-store.ts'

export const HOUR_MS = 60 * 60 * 1000

/** The app on a fresh database, its uploads folder, and a way to age a photo file. */
export async function createUploadsSweepTestApp() {
  const { db, config } = await createTestApp()
  const uploadsDir = uploadsDirOf(config.dataDir)
  mkdirSync(uploadsDir, { recursive: true })
  const uploadStore = createDiskUploadStore(config.dataDir)

  /** A photo file last written `ageMs` before `now`. */
  function photoFile(name: string, now: Date, ageMs: number) {
    const file = path.join(uploadsDir, name)
    writeFileSync(file, 'webp')
    const when = new Date(now.getTime() - ageMs)
    utimesSync(file, when, when)
    return `/uploads/${name}`
  }

  return { db, config, uploadsDir, uploadStore, photoFile }
}
