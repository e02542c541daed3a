import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // The draw's property tests try hundreds of random days: under a second alone, over Vitest's
    // default 5 s in CI, where they share two processors with the journeys.
    testTimeout: 20_000,
  },
})
