import { noContentSchema } from '../contracts/http.ts'
import { forecastQuerySchema, weatherForecastSchema } from '../contracts/weather.ts'
import { endpoint } from './endpoint.ts'

/**
 * The next game's forecast, or with `?bidDayId=` another open BID's (ADR 059). 204: no open BID;
 * with x-forecast-missing: no city yet; with x-forecast-from: too far ahead.
 */
export const bidForecast = endpoint({
  method: 'GET',
  path: '/weather/forecast-bid',
  query: forecastQuerySchema,
  responses: {
    200: weatherForecastSchema,
    204: noContentSchema.describe('Sem previsão (veja os cabeçalhos x-forecast-*)'),
  },
})
