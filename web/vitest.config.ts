import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/fresh-file.ts', './src/test/setup.ts'],
    // A file runs in the jsdom and the packages the previous file of its worker loaded, which
    // setting up again cost two thirds of the suite's CPU; the page and our own modules start
    // afresh for each file (src/test/fresh-file.ts, ADR 047).
    isolate: false,
    // A screen test renders routes and lazy chunks, beside the journeys in npm test: on that
    // busy machine it takes more than Vitest's default 5 s (17 s for the longest, locally), and
    // its waits up to 20 s each. A ceiling for a hang, not a target.
    testTimeout: 60_000,
  },
})
