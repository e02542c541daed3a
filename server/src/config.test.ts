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
  it("leaves the window to the group's hours unless a journey shortens it, and never in production", () => {
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).craqueVoteWindowMs).toBeUndefined()
    expect(
      loadConfig({ ...env, NODE_ENV: 'development', CRAQUE_VOTE_SECONDS: '20' }).craqueVoteWindowMs,
    ).toBe(20_000)
    expect(() => loadConfig({ ...env, NODE_ENV: 'production', CRAQUE_VOTE_SECONDS: '20' })).toThrow(
      'CRAQUE_VOTE_SECONDS: só para testes, nunca em produção',
    )
  })
})

describe('METRICS_TOKEN', () => {
  it('leaves /metrics off unless set, and refuses a token short enough to guess', () => {
    expect(loadConfig(env).metricsToken).toBeUndefined()
    expect(loadConfig({ ...env, METRICS_TOKEN: '' }).metricsToken).toBeUndefined()
    expect(loadConfig({ ...env, METRICS_TOKEN: 'a-long-random-scrape-token' }).metricsToken).toBe(
      'a-long-random-scrape-token',
    )
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: METRICS_TOKEN precisa de pelo menos 16 caracteres',
    )
  })
})

describe('S3_*', () => {
  const s3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9000/',
    S3_BUCKET: 'bidfut-uploads',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'secret',
  }

  it('keeps uploads in DATA_DIR when none is set', () => {
    expect(loadConfig(env).s3).toBeUndefined()
    expect(loadConfig({ ...env, S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeUndefined()
  })

  it('takes the four together, with us-east-1 and path-style requests for a custom endpoint', () => {
    expect(loadConfig({ ...env, ...s3 }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'bidfut-uploads',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    })
    const aws = { ...s3, S3_ENDPOINT: 'https://s3.sa-east-1.amazonaws.com', S3_REGION: 'sa-east-1' }
    expect(loadConfig({ ...env, ...aws }).s3).toMatchObject({
      region: 'sa-east-1',
      forcePathStyle: false,
    })
    expect(loadConfig({ ...env, ...s3, S3_FORCE_PATH_STYLE: 'off' }).s3?.forcePathStyle).toBe(false)
  })

  it('names what is missing or wrong', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3
    expect(() => loadConfig({ ...env, ...partial })).toThrow(
      'S3_SECRET_ACCESS_KEY: defina S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY juntas, ou nenhuma (falta S3_SECRET_ACCESS_KEY)',
    )
    expect(() => loadConfig({ ...env, ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT:')
    expect(() => loadConfig({ ...env, ...s3, S3_BUCKET: 'Fotos_Bidfut' })).toThrow(
      'S3_BUCKET: nome de bucket inválido',
    )
    expect(() => loadConfig({ ...env, ...s3, S3_FORCE_PATH_STYLE: 'sim' })).toThrow(
      'S3_FORCE_PATH_STYLE:',
    )
  })
})

describe('PIX_PSP_ALLOWLIST and DATA_ENCRYPTION_KEY (ADR 052)', () => {
  it("allow Efí's API Pix by default, and connecting only with a key of 32 bytes", () => {
    const pix = loadConfig({ ...env, NODE_ENV: 'test' }).pix
    expect(pix).toEqual({ providers: ['https://pix.api.efipay.com.br'], encryptionKey: undefined })
    const key = Buffer.alloc(32, 1).toString('base64')
    expect(loadConfig({ ...env, DATA_ENCRYPTION_KEY: key }).pix.encryptionKey).toHaveLength(32)
    expect(() => loadConfig({ ...env, DATA_ENCRYPTION_KEY: 'curta' })).toThrow(
      'DATA_ENCRYPTION_KEY: use 32 bytes aleatórios em base64',
    )
  })

  it('take https base URLs, and http only on this machine', () => {
    const allow = (value: string) => loadConfig({ ...env, PIX_PSP_ALLOWLIST: value }).pix.providers
    expect(allow('https://api.psp.example/pix/, http://127.0.0.1:4104')).toEqual([
      'https://api.psp.example/pix',
      'http://127.0.0.1:4104',
    ])
    expect(() => allow('http://psp.example')).toThrow('PIX_PSP_ALLOWLIST: endereço inválido')
  })
})
