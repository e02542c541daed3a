import { afterAll, vi } from 'vitest'

// The server suites share their modules between files (isolate: false in vitest.config.ts), so
// what a file pinned (clock spies, fake timers) goes back when it ends.
afterAll(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})
