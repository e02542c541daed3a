import { UPLOAD_NAME, type UploadStore } from './upload-store.ts'

export type MoveReport = {
  copied: number
  /** Already in the target with the same size: copied by an earlier run. */
  alreadyThere: number
  /** Files the app never wrote (not `<32 hex>.webp`): left where they are. */
  ignored: string[]
  failed: { name: string; error: string }[]
}

/**
 * Copies every upload of one store into another (`npm run cli -- move-uploads`: DATA_DIR into
 * the bucket, ADR 050). Idempotent and resumable: a file the target already holds with the same
 * size is not sent again, so a run cut short is finished by running it again. Nothing is deleted.
 */
export async function moveUploads(from: UploadStore, to: UploadStore): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, alreadyThere: 0, ignored: [], failed: [] }
  const there = new Map<string, number>()
  for await (const file of to.list()) there.set(file.name, file.size)
  for await (const file of from.list()) {
    if (!UPLOAD_NAME.test(file.name)) {
      report.ignored.push(file.name)
    } else if (there.get(file.name) === file.size) {
      report.alreadyThere += 1
    } else {
      try {
        const read = await from.read(file.name)
        // Deleted since the listing (a replaced photo): nothing to copy.
        if (!read) continue
        await to.put(file.name, read.bytes, 'image/webp')
        report.copied += 1
      } catch (err) {
        report.failed.push({
          name: file.name,
          error: err instanceof Error ? err.message : String(err),
        })
      }
    }
  }
  return report
}

/** The report in the CLI's words. */
export function describeMove(report: MoveReport, from: string, to: string): string {
  const lines = [
    `De ${from} para ${to}:`,
    `  ${report.copied} copiados, ${report.alreadyThere} já estavam lá, ${report.failed.length} com erro`,
  ]
  if (report.ignored.length > 0) {
    lines.push(`  ignorados (não são fotos do app): ${report.ignored.join(', ')}`)
  }
  for (const { name, error } of report.failed) lines.push(`  erro em ${name}: ${error}`)
  if (report.failed.length > 0) lines.push('Rode de novo para tentar os que faltaram.')
  return lines.join('\n')
}
