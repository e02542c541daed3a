import { metricsTextSchema } from '../contracts/http.ts'
import { endpoint } from './endpoint.ts'

/** The operator's scraper reads the Prometheus metrics, with METRICS_TOKEN (ADR 050). */
export const metrics = endpoint({
  method: 'GET',
  path: '/metrics',
  root: true,
  responses: { 200: metricsTextSchema },
})
