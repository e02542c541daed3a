import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './yield-to-main'

afterEach(() => vi.restoreAllMocks())

describe('afterNextPaint', () => {
  it('waits for the frame, then for the task after it, and leaves no listener behind', async () => {
    const removed = vi.spyOn(document, 'removeEventListener')
    let frame: FrameRequestCallback = () => {}
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback
      return 1
    })
    let painted = false
    const waiting = afterNextPaint().then(() => (painted = true))
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(painted).toBe(false)
    frame(0)
    await waiting
    expect(removed).toHaveBeenCalledWith('visibilitychange', expect.any(Function))
  })

  it('does not wait in a hidden tab, which never paints', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const frame = vi.spyOn(window, 'requestAnimationFrame')
    await afterNextPaint()
    expect(frame).not.toHaveBeenCalled()
  })

  it('stops waiting when the tab is hidden before it paints', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(1)
    const waiting = afterNextPaint()
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    await expect(waiting).resolves.toBeUndefined()
  })
})
