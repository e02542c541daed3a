import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/file-hygiene.ts'],
    // Files share the app's modules instead of importing them afresh: that import was half of the
    // suite's CPU time. Each file still gets its own database and app (test/test-app.ts).
    isolate: false,
    // Ceilings for a hang, not targets: in CI, beside the journeys, a PostgreSQL race test
    // that takes 9 s on a quiet machine took more than 20 s.
    testTimeout: 45_000,
    hookTimeout: 60_000,
  },
})
