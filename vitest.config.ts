import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const server = (name: string, include: string[], databaseKind: 'pglite' | 'postgres') =>
  ({
    extends: './server/vitest.config.ts',
    root: './server',
    test: { name, include, provide: { databaseKind } },
  }) satisfies TestProjectInlineConfiguration

// The API suite runs on a fresh PGlite per file; with TEST_DATABASE_URL it runs again on PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      'domain/vitest.config.ts',
      'web/vitest.config.ts',
      server('server', ['src/**/*.test.ts'], 'pglite'),
      ...(process.env.TEST_DATABASE_URL
        ? [server('server-pg', ['src/**/*.api.test.ts'], 'postgres')]
        : []),
    ],
  },
})
