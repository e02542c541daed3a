import type { FastifyPluginAsync } from 'fastify'
import { ServiceUnavailableError } from '../../lib/errors.ts'

// No forecast provider yet: the check-in screen shows its 'Previsão não disponível' state.
export const weatherRoutes: FastifyPluginAsync = async (app) => {
  app.get('/weather/forecast-bid', async () => {
    throw new ServiceUnavailableError('Previsão não disponível')
  })
}
