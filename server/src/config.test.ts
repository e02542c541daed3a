import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'bidfut-config-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const env = { DATA_DIR: dataDir, JWT_SECRET: 'config-secret-config-secret-config-secret' }

describe('PASSWORD_HASH_COST', () => {
  it("defaults to production's 2^14", () => {
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).passwordHashCost).toBe(14)
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).passwordHashCost).toBe(14)
  })

  it('may be lowered outside production, for test runs', () => {
    expect(loadConfig({ ...env, NODE_ENV: 'test', PASSWORD_HASH_COST: '4' }).passwordHashCost).toBe(
      4,
    )
  })

  it('stops a production boot that would hash weakly', () => {
    expect(() => loadConfig({ ...env, NODE_ENV: 'production', PASSWORD_HASH_COST: '10' })).toThrow(
      'PASSWORD_HASH_COST: em produção, no mínimo 14',
    )
    expect(loadConfig({ ...env, NODE_ENV: 'production', PASSWORD_HASH_COST: '15' })).toMatchObject({
      passwordHashCost: 15,
    })
  })
})

describe('CRAQUE_VOTE_SECONDS', () => {
  it('is 24 hours unless a journey shortens it, and never in production', () => {
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).craqueVoteWindowMs).toBe(86_400_000)
    expect(
      loadConfig({ ...env, NODE_ENV: 'development', CRAQUE_VOTE_SECONDS: '20' }).craqueVoteWindowMs,
    ).toBe(20_000)
    expect(() => loadConfig({ ...env, NODE_ENV: 'production', CRAQUE_VOTE_SECONDS: '20' })).toThrow(
      'CRAQUE_VOTE_SECONDS: só para testes, nunca em produção',
    )
  })
})
