import { createHash } from 'node:crypto'

// Bumped when the pictures' design changes, so browsers do not keep an old drawing under an
// ETag that only named the data.
const DESIGN_VERSION = 2
// Pictures remembered by their data's head: a few per member and BID of every group served.
const REMEMBERED_LIMIT = 5_000

/** A picture named by what it shows: its ETag, and its PNG drawn at most once per instance. */
export type SharedPicture = { etag: string; png: () => Promise<Buffer> }

export type PictureCache = ReturnType<typeof createPictureCache>

/**
 * Pictures by content (ADR 048): the ETag is a hash of the picture's kind, format and every
 * value it shows, so an unchanged picture is answered from memory (or with a 304) and a changed
 * score is a new picture. At most `maxBytes` of PNGs, the least recently used out first; two
 * requests for a picture being drawn share the one drawing.
 */
export function createPictureCache(maxBytes: number) {
  const entries = new Map<string, Promise<Buffer>>()
  // The picture last read per route and group, with the head of the data it was read under.
  const remembered = new Map<string, { head: string; picture: SharedPicture }>()
  const sizes = new Map<string, number>()
  let bytes = 0

  function evict() {
    for (const [etag, size] of sizes) {
      if (bytes <= maxBytes) return
      entries.delete(etag)
      sizes.delete(etag)
      bytes -= size
    }
  }

  return {
    /**
     * The picture last read under `key` while its data's head (a digest the database computes in
     * one round trip, read before the data) is unchanged; else read again. The head is read first,
     * so what it remembers is at least as new as the head says.
     */
    async remember(
      key: string,
      head: string | undefined,
      read: () => Promise<SharedPicture>,
    ): Promise<SharedPicture> {
      const known = remembered.get(key)
      remembered.delete(key)
      if (known && known.head === head) {
        remembered.set(key, known)
        return known.picture
      }
      const picture = await read()
      if (head !== undefined) {
        remembered.set(key, { head, picture })
        if (remembered.size > REMEMBERED_LIMIT) remembered.delete(remembered.keys().next().value!)
      }
      return picture
    },

    picture(kind: string, content: unknown, draw: () => Promise<Buffer>): SharedPicture {
      const hash = createHash('sha256')
        .update(JSON.stringify([DESIGN_VERSION, kind, content]))
        .digest('base64url')
        .slice(0, 27)
      const etag = `"${hash}"`
      return {
        etag,
        png: () => {
          const known = entries.get(etag)
          if (known) {
            // Most recently used last.
            entries.delete(etag)
            entries.set(etag, known)
            const size = sizes.get(etag)
            if (size !== undefined) {
              sizes.delete(etag)
              sizes.set(etag, size)
            }
            return known
          }
          const drawing = draw().then(
            (png) => {
              if (entries.get(etag) === drawing) {
                sizes.set(etag, png.length)
                bytes += png.length
                evict()
              }
              return png
            },
            (error: unknown) => {
              entries.delete(etag)
              throw error
            },
          )
          entries.set(etag, drawing)
          return drawing
        },
      }
    },
  }
}
