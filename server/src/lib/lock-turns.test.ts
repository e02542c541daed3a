import { describe, expect, it } from 'vitest'
import { createLockTurns, ok, type Settled } from './lock-turns.ts'

const aMoment = () => new Promise((resolve) => setTimeout(resolve, 5))

/** Turns that record what each one held and answer each item with its double. */
function recordingTurns(refuse: (item: number) => boolean = () => false) {
  const turns: Array<{ key: string; items: number[] }> = []
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const lock = createLockTurns<number, number>(async (key, items) => {
    turns.push({ key, items })
    // The first turn waits until the test lets it go: what arrives meanwhile queues.
    if (turns.length === 1) await released
    return items.map((item): Settled<number> =>
      refuse(item) ? { ok: false, error: new Error(`no ${item}`) } : ok(item * 2),
    )
  })
  return { lock, turns, release }
}

describe('lock turns', () => {
  it('takes what arrived together in one turn, and what arrives while it runs in the next', async () => {
    const { lock, turns, release } = recordingTurns()
    const together = [1, 2].map((n) => lock.run('bid', n))
    await aMoment()
    const meanwhile = [3, 4].map((n) => lock.run('bid', n))
    await aMoment()
    expect(turns).toEqual([{ key: 'bid', items: [1, 2] }])
    release()
    expect(await Promise.all(together)).toEqual([2, 4])
    expect(await Promise.all(meanwhile)).toEqual([6, 8])
    expect(turns).toEqual([
      { key: 'bid', items: [1, 2] },
      { key: 'bid', items: [3, 4] },
    ])
  })

  it("settles each item on its own: one refusal leaves the turn's others", async () => {
    const { lock, release } = recordingTurns((item) => item === 3)
    const runs = [1, 2, 3, 4].map((n) => lock.run('bid', n))
    release()
    const ends = await Promise.allSettled(runs)
    expect(ends.map((end) => end.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ])
    expect((ends[2] as PromiseRejectedResult).reason).toEqual(new Error('no 3'))
  })

  it('does not make one key wait for another', async () => {
    const { lock, turns } = recordingTurns()
    void lock.run('a', 1)
    expect(await lock.run('b', 5)).toBe(10)
    expect(turns.map((turn) => turn.key)).toEqual(['a', 'b'])
  })

  it('rejects every item of a turn that failed as a whole, and the next turn still runs', async () => {
    let calls = 0
    const lock = createLockTurns<number, number>(async (_, items) => {
      calls += 1
      if (calls === 1) throw new Error('database gone')
      return items.map(ok)
    })
    const ends = await Promise.allSettled([1, 2].map((n) => lock.run('bid', n)))
    expect(ends.map((end) => end.status)).toEqual(['rejected', 'rejected'])
    expect(await lock.run('bid', 7)).toBe(7)
  })
})
