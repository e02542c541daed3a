import { useEffect, useState } from 'react'
import { API_BASE } from '@/lib/api-client'

const PROBE_EVERY_MS = 3000

/** A screen's code that did not download: the browsers' words for a failed dynamic import. */
export function isFailedDownload(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|Failed to fetch/i.test(error.message)
  )
}

const serverAnswers = () =>
  fetch(`${API_BASE}/health/live`, { cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  )

/**
 * Whether the server is away, asked only when `failedDownload`: true until it answers again,
 * which reloads the page (the missing code downloads with it). A server that answers at once
 * means the download failed for another reason, and the caller shows its own error.
 */
export function useServerReturn(failedDownload: boolean): boolean {
  const [away, setAway] = useState(false)
  useEffect(() => {
    if (!failedDownload) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const probe = async (wasAway: boolean) => {
      const answers = await serverAnswers()
      if (stopped) return
      if (answers && wasAway) window.location.reload()
      if (answers) return
      setAway(true)
      timer = setTimeout(() => void probe(true), PROBE_EVERY_MS)
    }
    void probe(false)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [failedDownload])
  return away
}
