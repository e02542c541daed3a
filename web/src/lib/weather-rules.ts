/** The check-in weather card's rain badge reads 'Alto Risco' above 50 %. */
export function rainRiskLabel(chanceOfRain: number): 'Alto Risco' | 'Baixo Risco' {
  return chanceOfRain > 50 ? 'Alto Risco' : 'Baixo Risco'
}

/** Badge variant: under 20 default, under 50 secondary, otherwise destructive. */
export function rainBadgeVariant(chanceOfRain: number): 'default' | 'secondary' | 'destructive' {
  if (chanceOfRain < 20) return 'default'
  if (chanceOfRain < 50) return 'secondary'
  return 'destructive'
}

export type RainBarColour = 'green' | 'yellow' | 'red'

/** Bar colour: green under 30, yellow under 60, else red. */
export function rainBarColour(chanceOfRain: number): RainBarColour {
  if (chanceOfRain < 30) return 'green'
  if (chanceOfRain < 60) return 'yellow'
  return 'red'
}

/**
 * How old a stale forecast is, in pt-BR: 'Atualizada há 5 min', 'Atualizada há 3 h',
 * 'Atualizada há 2 dias'. `fetchedAt` is an ISO instant; `now` is epoch milliseconds.
 */
export function forecastAgeLabel(fetchedAt: string, now: number): string {
  const fetched = Date.parse(fetchedAt)
  if (!Number.isFinite(fetched)) return 'Atualizada há algum tempo'
  const minutes = Math.max(1, Math.floor((now - fetched) / 60_000))
  if (minutes < 60) return `Atualizada há ${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `Atualizada há ${hours} h`
  return `Atualizada há ${Math.floor(hours / 24)} dias`
}
