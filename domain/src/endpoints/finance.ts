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
} from '../contracts/finance.ts'
import {
  checkInExemptionParamsSchema,
  checkInExemptionResultSchema,
  checkInExemptionSchema,
} from '../contracts/check-in-block.ts'
import { endpoint } from './endpoint.ts'

const settings = { 200: financeSettingsResponseSchema }
const charge = { 200: chargeSchema }

export const financeSettings = endpoint({
  method: 'GET',
  path: '/finance/settings',
  responses: settings,
})

export const updateFinanceSettings = endpoint({
  method: 'PUT',
  path: '/finance/settings',
  body: financeSettingsSchema,
  responses: settings,
})

export const financeOverview = endpoint({
  method: 'GET',
  path: '/finance/charges',
  query: monthQuerySchema,
  responses: { 200: financeOverviewSchema },
})

/** JSON, so the client reads it like any answer; the page saves `csv` as the file. */
export const exportCharges = endpoint({
  method: 'GET',
  path: '/finance/charges/export',
  query: monthQuerySchema,
  responses: { 200: financeExportSchema },
})

export const addCharge = endpoint({
  method: 'POST',
  path: '/finance/charges',
  body: newChargeSchema,
  responses: charge,
})

export const chargeDetail = endpoint({
  method: 'GET',
  path: '/finance/charges/:id',
  params: chargeIdParamsSchema,
  responses: { 200: chargeDetailSchema },
})

export const changeChargeAmount = endpoint({
  method: 'PUT',
  path: '/finance/charges/:id/amount',
  params: chargeIdParamsSchema,
  body: changeAmountSchema,
  responses: charge,
})

export const waiveCharge = endpoint({
  method: 'POST',
  path: '/finance/charges/:id/waive',
  params: chargeIdParamsSchema,
  body: waiveChargeSchema,
  responses: charge,
})

export const confirmPayment = endpoint({
  method: 'POST',
  path: '/finance/charges/:id/confirm',
  params: chargeIdParamsSchema,
  body: confirmPaymentSchema,
  responses: charge,
})

/** 'Desfazer confirmação': a payment confirmed by hand goes back to open, with the reason. */
export const undoConfirmation = endpoint({
  method: 'POST',
  path: '/finance/charges/:id/undo-confirmation',
  params: chargeIdParamsSchema,
  body: waiveChargeSchema,
  responses: charge,
})

export const remindOverdue = endpoint({
  method: 'POST',
  path: '/finance/remind',
  responses: { 200: remindResultSchema },
})

export const myCharges = endpoint({
  method: 'GET',
  path: '/finance/my-charges',
  responses: { 200: myChargesSchema },
})

/** 'Já paguei': the member says so; an organiser confirms. */
export const reportPayment = endpoint({
  method: 'POST',
  path: '/finance/my-charges/:id/paid',
  params: chargeIdParamsSchema,
  responses: charge,
})

/** 'Quem deve não confirma' (ADR 056): an organiser frees one player from the block, or not. */
export const setCheckInExemption = endpoint({
  method: 'PUT',
  path: '/finance/check-in-exemptions/:companyPlayerId',
  params: checkInExemptionParamsSchema,
  body: checkInExemptionSchema,
  responses: { 200: checkInExemptionResultSchema },
})
