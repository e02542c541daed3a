import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/file-hygiene.ts'],
    // Files share the app's modules instead of importing them afresh: that import was half of the
    // suite's CPU time. Each file still gets its own database and app (test/test-app.ts).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
