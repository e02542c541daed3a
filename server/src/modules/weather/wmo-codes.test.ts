import { describe, expect, it } from 'vitest'
import { conditionOf } from './wmo-codes.ts'

describe('WMO weather codes in pt-BR', () => {
  it.each([
    [0, 'Céu limpo', 'clear'],
    [1, 'Predominantemente limpo', 'clear'],
    [2, 'Parcialmente nublado', 'partly-cloudy'],
    [3, 'Nublado', 'cloudy'],
    [45, 'Nevoeiro', 'fog'],
    [48, 'Nevoeiro', 'fog'],
    [51, 'Garoa fraca', 'drizzle'],
    [53, 'Garoa moderada', 'drizzle'],
    [55, 'Garoa intensa', 'drizzle'],
    [56, 'Garoa congelante', 'drizzle'],
    [61, 'Chuva fraca', 'rain'],
    [63, 'Chuva moderada', 'rain'],
    [65, 'Chuva forte', 'heavy-rain'],
    [66, 'Chuva congelante', 'rain'],
    [71, 'Neve fraca', 'snow'],
    [77, 'Grãos de neve', 'snow'],
    [80, 'Pancadas de chuva fracas', 'rain'],
    [81, 'Pancadas de chuva moderadas', 'rain'],
    [82, 'Pancadas de chuva fortes', 'heavy-rain'],
    [86, 'Pancadas de neve fortes', 'snow'],
    [95, 'Trovoada', 'thunderstorm'],
    [96, 'Trovoada com granizo', 'thunderstorm'],
    [99, 'Trovoada com granizo', 'thunderstorm'],
  ])('%i is %s', (code, description, icon) => {
    expect(conditionOf(code)).toEqual({ description, urlIcon: `/weather-icons/${icon}.svg` })
  })

  it('still describes a code it does not know', () => {
    expect(conditionOf(42)).toEqual({
      description: 'Condição não informada',
      urlIcon: '/weather-icons/cloudy.svg',
    })
  })
})
