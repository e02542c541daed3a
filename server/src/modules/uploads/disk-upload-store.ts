import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { UploadStore } from './upload-store.ts'

export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads')

const isMissing = (err: unknown) => (err as { code?: string }).code === 'ENOENT'

/** DATA_DIR/uploads: one instance, or several on one shared volume. */
export function createDiskUploadStore(dataDir: string): UploadStore {
  const dir = uploadsDirOf(dataDir)
  const fileOf = (name: string) => path.join(dir, path.basename(name))
  return {
    where: dir,
    async put(name, bytes) {
      await mkdir(dir, { recursive: true })
      await writeFile(fileOf(name), bytes)
    },
    async read(name) {
      try {
        const [bytes, info] = await Promise.all([readFile(fileOf(name)), stat(fileOf(name))])
        // As @fastify/static (send) made it: size and time, weak.
        const etag = `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`
        return { bytes, etag, lastModified: info.mtime }
      } catch (err) {
        if (isMissing(err)) return null
        throw err
      }
    },
    async remove(name) {
      await unlink(fileOf(name)).catch((err: unknown) => {
        if (!isMissing(err)) throw err
      })
    },
    async *list() {
      const names = await readdir(dir).catch((err: unknown) => {
        if (isMissing(err)) return [] as string[]
        throw err
      })
      for (const name of names) {
        const info = await stat(fileOf(name)).catch(() => null)
        if (info?.isFile()) yield { name, size: info.size, lastModified: info.mtime }
      }
    },
  }
}
