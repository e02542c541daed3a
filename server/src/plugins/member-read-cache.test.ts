import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Touches } from '../lib/changes.ts'
import { clock } from '../lib/clock.ts'
import { HEAD_TTL_MS } from '../lib/read-trust.ts'
import { createMemberReadCache } from './member-read-cache.ts'

const answer = (stamp: string) => ({ stamp, status: 200, headers: {}, body: '{}' })
const touches = (some: Partial<Touches>): Touches => ({
  groups: new Set(),
  people: new Set(),
  memberships: new Set(),
  sessions: new Set(),
  accounts: new Set(),
  ...some,
})

afterEach(() => vi.restoreAllMocks())

describe('createMemberReadCache', () => {
  it('drops the answers of a group a commit or a signed-in write touched, and no other', () => {
    const cache = createMemberReadCache()
    const mine = cache.stamp('group', 1)
    const other = cache.stamp('group', 2)
    cache.set('k', answer(mine))
    expect(cache.get('k', cache.stamp('group', 1))).toBeDefined()
    cache.dropTouched(touches({ groups: new Set([1]) }))
    expect(cache.get('k', cache.stamp('group', 1))).toBeUndefined()
    expect(cache.stamp('group', 2)).toBe(other)

    const fresh = cache.stamp('group', 1)
    cache.touchGroup(1)
    expect(cache.stamp('group', 1)).not.toBe(fresh)
  })

  it("drops every group's answers when a person's own data changed", () => {
    const cache = createMemberReadCache()
    const group = cache.stamp('group', 2)
    const person = cache.stamp('person', 2)
    cache.dropTouched(touches({ people: new Set([7]) }))
    expect(cache.stamp('group', 2)).not.toBe(group)
    expect(cache.stamp('person', 2)).not.toBe(person)
  })

  it('keeps every answer when a commit touched only sessions', () => {
    const cache = createMemberReadCache()
    const stamps = [cache.stamp('group', 1), cache.stamp('person', 1)]
    cache.dropTouched(touches({ sessions: new Set(['s']), memberships: new Set([3]) }))
    expect([cache.stamp('group', 1), cache.stamp('person', 1)]).toEqual(stamps)
  })

  it('trusts an answer for less than HEAD_TTL_MS', () => {
    let now = 1_000_000
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(now))
    const cache = createMemberReadCache()
    const stamp = cache.stamp('group', 1)
    cache.set('k', answer(stamp))
    now += HEAD_TTL_MS - 1
    expect(cache.get('k', stamp)).toBeDefined()
    now += 1
    expect(cache.get('k', stamp)).toBeUndefined()
  })
})
