import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/weather'
import {
  FORECAST_FROM_HEADER,
  FORECAST_MISSING_CITY,
  FORECAST_MISSING_HEADER,
} from '@bidfut/domain/contracts/weather'
import { ctxOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { WeatherService } from './weather.service.ts'

export const weatherRoutes: FastifyPluginAsyncZod<{ weather: WeatherService }> = async (
  app,
  { weather },
) => {
  route(app, api.bidForecast, {
    access: 'member',
    // Its key is the URL, query included: each BID's forecast is kept apart.
    memberCache: 'group-shared',
    handler: async (request, reply) => {
      const answer = await weather.forecastBid(ctxOf(request), request.query.bidDayId)
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
  })
}
