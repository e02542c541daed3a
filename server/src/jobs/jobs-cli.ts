import type { Db } from '../db/client.ts'
import { isQueueKind, listDeadJobs, queueStats, retryDeadJob } from './dead-jobs.ts'

const when = (at: Date) => at.toISOString().replace('T', ' ').slice(0, 16)

/** `npm run cli -- jobs …` (ADR 043): dead jobs listed and retried, queue depths; the exit code. */
export async function runJobsCommand(db: Db, args: string[], usage: string): Promise<number> {
  const [action, kind, id] = args
  if (action === 'dead' && (kind === undefined || isQueueKind(kind))) {
    const dead = await listDeadJobs(db, kind)
    if (dead.length === 0) console.log('Nenhuma tarefa morta.')
    for (const row of dead) {
      console.log(
        `${row.kind} #${row.id}  ${when(row.createdAt)}  ${row.attempts} tentativas  ${row.about}\n` +
          `    último erro: ${row.lastError ?? '—'}`,
      )
    }
    return 0
  }
  if (action === 'retry' && kind !== undefined && isQueueKind(kind) && /^\d+$/.test(id ?? '')) {
    if (await retryDeadJob(db, kind, Number(id))) {
      console.log(`${kind} #${id} voltou à fila: sai na próxima passada (até 30 s).`)
      return 0
    }
    console.error(`${kind} #${id} não é uma tarefa morta.`)
    return 1
  }
  if (action === 'stats' && kind === undefined) {
    for (const row of await queueStats(db)) {
      const oldest = row.oldestWaitingSeconds === null ? '—' : `${row.oldestWaitingSeconds} s`
      console.log(`${row.kind}: ${row.waiting} na fila, mais antiga ${oldest}, ${row.dead} mortas`)
    }
    return 0
  }
  console.error(usage)
  return 1
}
