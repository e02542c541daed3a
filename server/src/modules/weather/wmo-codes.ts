/** Our own icons, served from web/public/weather-icons/ (never a third party's). */
export type WeatherIcon =
  | 'clear'
  | 'partly-cloudy'
  | 'cloudy'
  | 'fog'
  | 'drizzle'
  | 'rain'
  | 'heavy-rain'
  | 'thunderstorm'
  | 'snow'

type Condition = { description: string; icon: WeatherIcon }

// WMO weather interpretation codes, as Open-Meteo documents them.
const CONDITIONS: Record<number, Condition> = {
  0: { description: 'Céu limpo', icon: 'clear' },
  1: { description: 'Predominantemente limpo', icon: 'clear' },
  2: { description: 'Parcialmente nublado', icon: 'partly-cloudy' },
  3: { description: 'Nublado', icon: 'cloudy' },
  45: { description: 'Nevoeiro', icon: 'fog' },
  48: { description: 'Nevoeiro', icon: 'fog' },
  51: { description: 'Garoa fraca', icon: 'drizzle' },
  53: { description: 'Garoa moderada', icon: 'drizzle' },
  55: { description: 'Garoa intensa', icon: 'drizzle' },
  56: { description: 'Garoa congelante', icon: 'drizzle' },
  57: { description: 'Garoa congelante', icon: 'drizzle' },
  61: { description: 'Chuva fraca', icon: 'rain' },
  63: { description: 'Chuva moderada', icon: 'rain' },
  65: { description: 'Chuva forte', icon: 'heavy-rain' },
  66: { description: 'Chuva congelante', icon: 'rain' },
  67: { description: 'Chuva congelante', icon: 'heavy-rain' },
  71: { description: 'Neve fraca', icon: 'snow' },
  73: { description: 'Neve moderada', icon: 'snow' },
  75: { description: 'Neve forte', icon: 'snow' },
  77: { description: 'Grãos de neve', icon: 'snow' },
  80: { description: 'Pancadas de chuva fracas', icon: 'rain' },
  81: { description: 'Pancadas de chuva moderadas', icon: 'rain' },
  82: { description: 'Pancadas de chuva fortes', icon: 'heavy-rain' },
  85: { description: 'Pancadas de neve fracas', icon: 'snow' },
  86: { description: 'Pancadas de neve fortes', icon: 'snow' },
  95: { description: 'Trovoada', icon: 'thunderstorm' },
  96: { description: 'Trovoada com granizo', icon: 'thunderstorm' },
  99: { description: 'Trovoada com granizo', icon: 'thunderstorm' },
}

// A code Open-Meteo adds later still gets a card, not an error.
const UNKNOWN: Condition = { description: 'Condição não informada', icon: 'cloudy' }

export function conditionOf(code: number): { description: string; urlIcon: string } {
  const condition = CONDITIONS[code] ?? UNKNOWN
  return { description: condition.description, urlIcon: `/weather-icons/${condition.icon}.svg` }
}
