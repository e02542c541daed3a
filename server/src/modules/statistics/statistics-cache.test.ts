import { describe, expect, it, vi } from 'vitest'
import { createStatisticsCache } from './statistics-cache.ts'

describe('createStatisticsCache', () => {
  it('reuses an answer while its version holds and recomputes when it changes', async () => {
    const cache = createStatisticsCache(10)
    const compute = vi.fn(async () => compute.mock.calls.length)
    expect(await cache.get('a', 'v1', compute)).toBe(1)
    expect(await cache.get('a', 'v1', compute)).toBe(1)
    expect(await cache.get('a', 'v2', compute)).toBe(2)
    expect(compute).toHaveBeenCalledTimes(2)
  })

  it('shares one computation between callers arriving together', async () => {
    const cache = createStatisticsCache(10)
    const compute = vi.fn(async () => 'answer')
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('a', 'v1', compute)))
    expect(answers).toEqual(['answer', 'answer', 'answer'])
    expect(compute).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed computation', async () => {
    const cache = createStatisticsCache(10)
    await expect(cache.get('a', 'v1', () => Promise.reject(new Error('db down')))).rejects.toThrow()
    expect(await cache.get('a', 'v1', async () => 'ok')).toBe('ok')
  })

  it('drops the least recently used answer beyond its limit', async () => {
    const cache = createStatisticsCache(2)
    const compute = vi.fn(async () => compute.mock.calls.length)
    await cache.get('a', 'v', compute)
    await cache.get('b', 'v', compute)
    await cache.get('a', 'v', compute) // a is now the most recent
    await cache.get('c', 'v', compute) // evicts b
    expect(compute).toHaveBeenCalledTimes(3)
    await cache.get('a', 'v', compute)
    expect(compute).toHaveBeenCalledTimes(3)
    await cache.get('b', 'v', compute)
    expect(compute).toHaveBeenCalledTimes(4)
  })
})
