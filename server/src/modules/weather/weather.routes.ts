import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FORECAST_FROM_HEADER,
  FORECAST_MISSING_CITY,
  FORECAST_MISSING_HEADER,
  weatherForecastSchema,
} from '@bidfut/domain/contracts/weather'
import { noContentSchema } from '@bidfut/domain/contracts/http'
import { errorResponses } from '../../lib/responses.ts'
import { ctxOf } from '../../lib/context.ts'
import type { WeatherService } from './weather.service.ts'

// 204: no open BID; with x-forecast-missing: no city yet; with x-forecast-from: too far ahead.
const noForecast = noContentSchema.describe('Sem previsão (veja os cabeçalhos x-forecast-*)')

export const weatherRoutes: FastifyPluginAsyncZod<{ weather: WeatherService }> = async (
  app,
  { weather },
) => {
  app.get(
    '/weather/forecast-bid',
    { schema: { response: { 200: weatherForecastSchema, 204: noForecast, ...errorResponses } } },
    async (request, reply) => {
      const answer = await weather.forecastBid(ctxOf(request))
      switch (answer.kind) {
        case 'forecast':
          return answer.forecast
        case 'no-city':
          reply.header(FORECAST_MISSING_HEADER, FORECAST_MISSING_CITY)
          break
        case 'too-far':
          reply.header(FORECAST_FROM_HEADER, answer.from)
          break
      }
      return reply.status(204).send(null)
    },
  )
}
