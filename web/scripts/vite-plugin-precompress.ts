import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
// Below this a compressed copy saves less than the headers it costs (the server's JSON threshold).
const MIN_BYTES = 1024

const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * Writes `file.br` and `file.gz` next to every text file of the build, at the highest levels (the
 * work is done once, at build time), so the server sends them as they are (@fastify/static's
 * preCompressed) instead of compressing on each request or not at all.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'bidfut-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = await filesUnder(outDir)
      await Promise.all(
        files.map(async (file) => {
          const raw = await readFile(file)
          if (raw.length < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            toBrotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            toGzip(raw, { level: constants.Z_BEST_COMPRESSION }),
          ])
          // A copy that is not smaller is left out: the server then sends the file itself.
          if (br.length < raw.length) await writeFile(`${file}.br`, br)
          if (gz.length < raw.length) await writeFile(`${file}.gz`, gz)
        }),
      )
    },
  }
}
