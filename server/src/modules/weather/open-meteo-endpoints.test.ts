import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'

const base = {
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bidfut-config-')),
  JWT_SECRET: 'test-secret-test-secret-test-secret-123',
}

describe('Open-Meteo endpoints', () => {
  it('uses the free public API without a key', () => {
    const config = loadConfig(base)
    expect(config.weatherApiUrl).toBe('https://api.open-meteo.com/v1/forecast')
    expect(config.geocodingApiUrl).toBe('https://geocoding-api.open-meteo.com/v1/search')
    expect(config.weatherApiKey).toBeUndefined()
  })

  it('switches to the customer endpoints with WEATHER_API_KEY', () => {
    const config = loadConfig({ ...base, WEATHER_API_KEY: 'chave' })
    expect(config.weatherApiUrl).toBe('https://customer-api.open-meteo.com/v1/forecast')
    expect(config.geocodingApiUrl).toBe('https://customer-geocoding-api.open-meteo.com/v1/search')
    expect(config.weatherApiKey).toBe('chave')
  })

  it('lets explicit URLs win over the key', () => {
    const config = loadConfig({
      ...base,
      WEATHER_API_KEY: 'chave',
      WEATHER_API_URL: 'http://127.0.0.1:4010/v1/forecast',
      GEOCODING_API_URL: 'http://127.0.0.1:4010/v1/search',
    })
    expect(config.weatherApiUrl).toBe('http://127.0.0.1:4010/v1/forecast')
    expect(config.geocodingApiUrl).toBe('http://127.0.0.1:4010/v1/search')
  })
})
