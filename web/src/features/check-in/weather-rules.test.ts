import { describe, expect, it } from 'vitest'
import { rainBadgeVariant, rainBarColour, rainRiskLabel } from './weather-rules'

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
