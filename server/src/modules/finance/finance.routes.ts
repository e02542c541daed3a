import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  changeAmountSchema,
  chargeDetailSchema,
  chargeIdParamsSchema,
  chargeSchema,
  confirmPaymentSchema,
  financeExportSchema,
  financeOverviewSchema,
  financeSettingsResponseSchema,
  financeSettingsSchema,
  monthQuerySchema,
  myChargesSchema,
  newChargeSchema,
  remindResultSchema,
  waiveChargeSchema,
} from '@bidfut/domain/contracts/finance'
import { ctxOf } from '../../lib/context.ts'
import { errorResponses } from '../../lib/responses.ts'
import type { FinanceService } from './finance.service.ts'

const chargeResponses = { 200: chargeSchema, ...errorResponses }

/** The group's cash book (ADR 038): the service checks who may do what. */
export const financeRoutes: FastifyPluginAsyncZod<{ finance: FinanceService }> = async (
  app,
  { finance },
) => {
  const settingsResponses = { 200: financeSettingsResponseSchema, ...errorResponses }
  app.get('/finance/settings', { schema: { response: settingsResponses } }, async (request) =>
    finance.settings(ctxOf(request)),
  )
  app.put(
    '/finance/settings',
    { schema: { body: financeSettingsSchema, response: settingsResponses } },
    async (request) => finance.updateSettings(ctxOf(request), request.body),
  )

  app.get(
    '/finance/charges',
    {
      schema: {
        querystring: monthQuerySchema,
        response: { 200: financeOverviewSchema, ...errorResponses },
      },
    },
    async (request) => finance.overview(ctxOf(request), request.query.month),
  )

  // JSON, so the web's API client reads it like any answer; the page saves `csv` as the file.
  app.get(
    '/finance/charges/export',
    {
      schema: {
        querystring: monthQuerySchema,
        response: { 200: financeExportSchema, ...errorResponses },
      },
    },
    async (request) => finance.exportCsv(ctxOf(request), request.query.month),
  )

  app.post(
    '/finance/charges',
    { schema: { body: newChargeSchema, response: chargeResponses } },
    async (request) => finance.addCharge(ctxOf(request), request.body),
  )

  app.get(
    '/finance/charges/:id',
    {
      schema: {
        params: chargeIdParamsSchema,
        response: { 200: chargeDetailSchema, ...errorResponses },
      },
    },
    async (request) => finance.detail(ctxOf(request), request.params.id),
  )

  app.put(
    '/finance/charges/:id/amount',
    {
      schema: { params: chargeIdParamsSchema, body: changeAmountSchema, response: chargeResponses },
    },
    async (request) =>
      finance.changeAmount(ctxOf(request), request.params.id, request.body.amountCents),
  )

  app.post(
    '/finance/charges/:id/waive',
    {
      schema: { params: chargeIdParamsSchema, body: waiveChargeSchema, response: chargeResponses },
    },
    async (request) => finance.waive(ctxOf(request), request.params.id, request.body.reason),
  )

  app.post(
    '/finance/charges/:id/confirm',
    {
      schema: {
        params: chargeIdParamsSchema,
        body: confirmPaymentSchema,
        response: chargeResponses,
      },
    },
    async (request) => finance.confirm(ctxOf(request), request.params.id, request.body.method),
  )

  app.post(
    '/finance/remind',
    { schema: { response: { 200: remindResultSchema, ...errorResponses } } },
    async (request) => finance.remind(ctxOf(request)),
  )

  app.get(
    '/finance/my-charges',
    { schema: { response: { 200: myChargesSchema, ...errorResponses } } },
    async (request) => finance.myCharges(ctxOf(request)),
  )

  app.post(
    '/finance/my-charges/:id/paid',
    { schema: { params: chargeIdParamsSchema, response: chargeResponses } },
    async (request) => finance.report(ctxOf(request), request.params.id),
  )
}
