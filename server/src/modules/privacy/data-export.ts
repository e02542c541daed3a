import { PassThrough, type Readable } from 'node:stream'
import { strToU8, Zip, ZipDeflate } from 'fflate'
import { htmlIndex } from './export-html.ts'

/**
 * The zip 'Baixar meus dados' sends: meus-dados.json (every table's rows about the person) and
 * index.html (the same, readable). Streamed: each file is deflated in chunks as it is pushed.
 */
export function zipExport(
  sections: [string, Record<string, unknown>[]][],
  exportedAt: Date,
): Readable {
  const out = new PassThrough()
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error)
    out.write(Buffer.from(chunk))
    if (final) out.end()
  })
  const add = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 })
    zip.add(file)
    // Pushed in 64 KiB pieces so a large account never holds two copies of a file at once.
    const bytes = strToU8(text)
    const step = 64 * 1024
    for (let at = 0; at < bytes.length; at += step) {
      file.push(bytes.subarray(at, at + step), at + step >= bytes.length)
    }
    if (bytes.length === 0) file.push(new Uint8Array(), true)
  }
  const json = JSON.stringify(
    { exportedAt: exportedAt.toISOString(), ...Object.fromEntries(sections) },
    null,
    2,
  )
  add('meus-dados.json', json)
  add('index.html', htmlIndex(sections, exportedAt))
  zip.end()
  return out
}
