import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as api from '@bidfut/domain/endpoints/finance'
import { ctxOf } from '../../lib/context.ts'
import { route } from '../../lib/route.ts'
import type { FinanceService } from './finance.service.ts'

/** The group's cash book (ADR 038): the service checks who may do what. */
export const financeRoutes: FastifyPluginAsyncZod<{ finance: FinanceService }> = async (
  app,
  { finance },
) => {
  route(app, api.financeSettings, {
    access: 'organiser',
    handler: async (request) => finance.settings(ctxOf(request)),
  })

  route(app, api.updateFinanceSettings, {
    access: 'organiser',
    logs: 'finance.settings_updated',
    handler: async (request) => finance.updateSettings(ctxOf(request), request.body),
  })

  route(app, api.financeOverview, {
    access: 'organiser',
    handler: async (request) => finance.overview(ctxOf(request), request.query.month),
  })

  route(app, api.exportCharges, {
    access: 'organiser',
    handler: async (request) => finance.exportCsv(ctxOf(request), request.query.month),
  })

  route(app, api.addCharge, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'finance.charge_created',
    handler: async (request) => finance.addCharge(ctxOf(request), request.body),
  })

  route(app, api.chargeDetail, {
    access: 'organiser',
    namesGroupRows: true,
    handler: async (request) => finance.detail(ctxOf(request), request.params.id),
  })

  route(app, api.changeChargeAmount, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'finance.charge_amount',
    handler: async (request) =>
      finance.changeAmount(ctxOf(request), request.params.id, request.body.amountCents),
  })

  route(app, api.waiveCharge, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'finance.charge_waived',
    handler: async (request) =>
      finance.waive(ctxOf(request), request.params.id, request.body.reason),
  })

  route(app, api.confirmPayment, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'finance.charge_confirmed',
    handler: async (request) =>
      finance.confirm(
        ctxOf(request),
        request.params.id,
        request.body.method,
        request.body.amountCents,
      ),
  })

  route(app, api.undoConfirmation, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'finance.charge_unconfirmed',
    handler: async (request) =>
      finance.undoConfirmation(ctxOf(request), request.params.id, request.body.reason),
  })

  route(app, api.remindOverdue, {
    access: 'organiser',
    logs: 'finance.reminded',
    handler: async (request) => finance.remind(ctxOf(request)),
  })

  route(app, api.setCheckInExemption, {
    access: 'organiser',
    namesGroupRows: true,
    logs: 'finance.check_in_exempted',
    handler: async (request) =>
      finance.setCheckInExemption(
        ctxOf(request),
        request.params.companyPlayerId,
        request.body.exempt,
      ),
  })

  route(app, api.myCharges, {
    access: 'member',
    handler: async (request) => finance.myCharges(ctxOf(request)),
  })

  // Every change to a charge is logged, the member's 'Já paguei' too.
  route(app, api.reportPayment, {
    access: 'member',
    namesGroupRows: true,
    logs: 'finance.charge_reported',
    handler: async (request) => finance.report(ctxOf(request), request.params.id),
  })
}
