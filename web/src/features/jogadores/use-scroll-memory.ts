import { useEffect, useRef } from 'react'

export const SCROLL_RESTORE_DELAY_MS = 300

/**
 * Keeps the page's scroll position in sessionStorage and returns to it, 300 ms after the
 * content is ready, when the page is opened again (a reload included).
 */
export function useScrollMemory(key: string, ready: boolean) {
  const restored = useRef(false)

  useEffect(() => {
    if (!ready || restored.current) return
    restored.current = true
    const saved = Number(sessionStorage.getItem(key))
    let frame = 0
    const save = () => sessionStorage.setItem(key, String(Math.round(window.scrollY)))
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(save)
    }
    // Start recording only after restoring, so the short loading page cannot overwrite it.
    const timer = setTimeout(() => {
      if (saved > 0) window.scrollTo({ top: saved })
      window.addEventListener('scroll', onScroll, { passive: true })
      window.addEventListener('pagehide', save)
    }, SCROLL_RESTORE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('pagehide', save)
      restored.current = false
    }
  }, [key, ready])
}
