import { z } from 'zod'

/**
 * A 204 answer: no body. Routes declare it so /docs lists it, and the web client passes it to
 * calls that answer only 204 (it reads as null).
 */
export const noContentSchema = z.null().describe('Sem conteúdo')

/** GET /health (the server and its database answer) and GET /health/live (the process answers). */
export const healthSchema = z.object({ status: z.literal('ok') })

/** GET /metrics: Prometheus' text exposition format, for the operator's scraper (ADR 050). */
export const metricsTextSchema = z.string().describe('Métricas no formato de texto do Prometheus')
