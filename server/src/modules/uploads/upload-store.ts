import type { Config } from '../../config.ts'
import { createDiskUploadStore } from './disk-upload-store.ts'
import { createS3UploadStore, type S3Log } from './s3-upload-store.ts'

// Where uploaded files live (ADR 050): DATA_DIR/uploads, or an S3-compatible bucket so that
// instances share no disk. Both serve, sweep and erase the same way through this interface.

export const UPLOADS_URL_PREFIX = '/uploads/'
/** The names the app gives: 32 random hex digits, so a file never changes and caches for ever. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.webp$/

/** One stored file, as a listing shows it. */
export type StoredUpload = { name: string; size: number; lastModified: Date }

/** A file read back to be served: its bytes and what conditional requests compare. */
export type UploadFile = { bytes: Buffer; etag: string; lastModified: Date }

export type UploadStore = {
  /** Where the files are, in words for logs and the CLI: a folder or a bucket. */
  readonly where: string
  put(name: string, bytes: Buffer, contentType: string): Promise<void>
  /** null when there is no such file. */
  read(name: string): Promise<UploadFile | null>
  /** Deletes the file; one that is already gone is no error. */
  remove(name: string): Promise<void>
  /** Every stored file (a bucket's, under its uploads/ prefix only). */
  list(): AsyncIterable<StoredUpload>
}

/** The stored name an uploaded photo's URL names, or null for a URL that is not ours. */
export function uploadNameOf(photoUrl: string | null): string | null {
  if (!photoUrl?.startsWith(UPLOADS_URL_PREFIX)) return null
  const name = photoUrl.slice(UPLOADS_URL_PREFIX.length)
  return UPLOAD_NAME.test(name) ? name : null
}

/** The bucket when S3_* is set, else DATA_DIR/uploads. */
export function createUploadStore(
  config: Pick<Config, 's3' | 'dataDir'>,
  log?: S3Log,
): UploadStore {
  return config.s3 ? createS3UploadStore(config.s3, log) : createDiskUploadStore(config.dataDir)
}
