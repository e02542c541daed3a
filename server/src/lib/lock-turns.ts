/** One item's end in a turn: its value, or the error that item alone met. */
export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown }

export const ok = <O>(value: O): Settled<O> => ({ ok: true, value })

type Waiting<I, O> = { item: I; resolve: (value: O) => void; reject: (reason: unknown) => void }

/**
 * Writes that queue for one lock take it in turns: while a turn for a key runs, what arrives for
 * that key waits, and then all of it runs as the next turn. A turn is one transaction, so 24
 * check-ins at one instant commit in two or three transactions instead of 24 in a row, each
 * waiting for the commit before it (ADR 017). Other instances still meet the database's lock.
 */
export function createLockTurns<I, O>(runTurn: (key: string, items: I[]) => Promise<Settled<O>[]>) {
  const queues = new Map<string, Waiting<I, O>[]>()

  async function takeTurns(key: string, queue: Waiting<I, O>[]) {
    while (queue.length > 0) {
      const turn = queue.splice(0)
      try {
        const settled = await runTurn(
          key,
          turn.map((waiting) => waiting.item),
        )
        turn.forEach((waiting, i) => {
          const end = settled[i]!
          if (end.ok) waiting.resolve(end.value)
          else waiting.reject(end.error)
        })
      } catch (error) {
        for (const waiting of turn) waiting.reject(error)
      }
    }
    queues.delete(key)
  }

  return {
    run(key: string, item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        const queue = queues.get(key)
        if (queue) {
          queue.push({ item, resolve, reject })
          return
        }
        const fresh = [{ item, resolve, reject }]
        queues.set(key, fresh)
        // The first turn starts on the event loop's next pass: requests already parsed and on
        // their way here join it (on PGlite a transaction's queries never leave the loop).
        setImmediate(() => void takeTurns(key, fresh))
      })
    },
  }
}
