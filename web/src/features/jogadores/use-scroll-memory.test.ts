import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useScrollMemory } from './use-scroll-memory'

const key = 'jogadores:scrollY'

beforeEach(() => {
  sessionStorage.clear()
  vi.useFakeTimers()
})

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
})

describe('useScrollMemory', () => {
  it('returns to the saved position 300 ms after the content is ready', () => {
    sessionStorage.setItem(key, '640')
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const { rerender } = renderHook(({ ready }) => useScrollMemory(key, ready), {
      initialProps: { ready: false },
    })
    vi.advanceTimersByTime(1000)
    expect(scrollTo).not.toHaveBeenCalled()

    rerender({ ready: true })
    vi.advanceTimersByTime(299)
    expect(scrollTo).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scrollTo).toHaveBeenCalledWith({ top: 640 })
  })

  it('records the position after restoring, so a refresh comes back to it', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    renderHook(() => useScrollMemory(key, true))
    vi.advanceTimersByTime(300)
    Object.defineProperty(window, 'scrollY', { value: 1234, configurable: true })
    window.dispatchEvent(new Event('pagehide'))
    expect(sessionStorage.getItem(key)).toBe('1234')
  })
})
