import { describe, expect, it } from 'vitest'
import { forecastAgeLabel, rainBadgeVariant, rainBarColour, rainRiskLabel } from './weather-rules'

describe('weather thresholds', () => {
  it.each([
    [0, 'Baixo Risco'],
    [50, 'Baixo Risco'],
    [50.5, 'Alto Risco'],
    [51, 'Alto Risco'],
    [100, 'Alto Risco'],
  ])('rain chance %s%% reads %s', (chance, label) => {
    expect(rainRiskLabel(chance)).toBe(label)
  })

  it.each([
    [0, 'default'],
    [19, 'default'],
    [20, 'secondary'],
    [49, 'secondary'],
    [50, 'destructive'],
    [90, 'destructive'],
  ])('rain chance %s%% uses the %s badge', (chance, variant) => {
    expect(rainBadgeVariant(chance)).toBe(variant)
  })

  it.each([
    [0, 'green'],
    [29, 'green'],
    [30, 'yellow'],
    [59, 'yellow'],
    [60, 'red'],
    [100, 'red'],
  ])('rain chance %s%% paints the bar %s', (chance, colour) => {
    expect(rainBarColour(chance)).toBe(colour)
  })
})

describe('stale forecast age', () => {
  const fetchedAt = '2030-11-20T12:00:00.000Z'
  const after = (minutes: number) => Date.parse(fetchedAt) + minutes * 60_000

  it.each([
    [0, 'Atualizada há 1 min'],
    [1, 'Atualizada há 1 min'],
    [59, 'Atualizada há 59 min'],
    [60, 'Atualizada há 1 h'],
    [150, 'Atualizada há 2 h'],
    [47 * 60 + 59, 'Atualizada há 47 h'],
    [48 * 60, 'Atualizada há 2 dias'],
  ])('%s min after fetching reads %s', (minutes, label) => {
    expect(forecastAgeLabel(fetchedAt, after(minutes))).toBe(label)
  })

  it('does not fail on an unreadable date', () => {
    expect(forecastAgeLabel('ontem', Date.now())).toBe('Atualizada há algum tempo')
  })
})
