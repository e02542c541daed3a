import { afterEach, describe, expect, it, vi } from 'vitest'
import { clock } from '../lib/clock.ts'
import { HEAD_TTL_MS } from '../lib/read-trust.ts'
import { createMemberReadCache } from './member-read-cache.ts'

const answer = (stamp: string) => ({ stamp, status: 200, headers: {}, body: '{}' })

afterEach(() => vi.restoreAllMocks())

describe('createMemberReadCache', () => {
  it('neither serves nor stores while a write that reaches the answer is in flight', () => {
    const cache = createMemberReadCache()
    const write = cache.beginWrite('group', 1)
    expect(cache.stamp('group', 1)).toBeNull()
    expect(cache.stamp('person', 1)).toBeNull()
    expect(cache.stamp('group', 2)).not.toBeNull()
    cache.endWrite(write)
    cache.endWrite(write)
    expect(cache.stamp('group', 1)).toBe('g1e0')
    expect(cache.stamp('person', 1)).toBe('a1')
  })

  it('lets a write for everyone hold back every group', () => {
    const cache = createMemberReadCache()
    const before = cache.stamp('group', 2)
    const write = cache.beginWrite('everyone', undefined)
    expect(cache.stamp('group', 2)).toBeNull()
    cache.endWrite(write)
    expect(cache.stamp('group', 2)).not.toBe(before)
  })

  it('drops an answer read before a write ended or a module touched the group', () => {
    const cache = createMemberReadCache()
    const stamp = cache.stamp('group', 1)!
    cache.set('k', answer(stamp))
    expect(cache.get('k', stamp)).toBeDefined()
    cache.touchGroup(1)
    expect(cache.get('k', cache.stamp('group', 1)!)).toBeUndefined()

    const fresh = cache.stamp('group', 1)!
    cache.set('k', answer(fresh))
    cache.endWrite(cache.beginWrite('group', 1))
    expect(cache.get('k', cache.stamp('group', 1)!)).toBeUndefined()
  })

  it('trusts an answer for less than HEAD_TTL_MS', () => {
    let now = 1_000_000
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(now))
    const cache = createMemberReadCache()
    const stamp = cache.stamp('group', 1)!
    cache.set('k', answer(stamp))
    now += HEAD_TTL_MS - 1
    expect(cache.get('k', stamp)).toBeDefined()
    now += 1
    expect(cache.get('k', stamp)).toBeUndefined()
  })
})
