import {
  bidScheduleResponseSchema,
  bidScheduleSchema,
  skipDateParamsSchema,
  skipDateSchema,
} from '../contracts/bid-schedule.ts'
import { endpoint } from './endpoint.ts'

const schedule = { 200: bidScheduleResponseSchema }

/** 'Agenda da pelada' (ADR 036). */
export const bidSchedule = endpoint({
  method: 'GET',
  path: '/groups/schedule',
  responses: schedule,
})

export const updateBidSchedule = endpoint({
  method: 'PUT',
  path: '/groups/schedule',
  body: bidScheduleSchema,
  responses: schedule,
})

export const skipScheduleDate = endpoint({
  method: 'POST',
  path: '/groups/schedule/skips',
  body: skipDateSchema,
  responses: schedule,
})

export const unskipScheduleDate = endpoint({
  method: 'DELETE',
  path: '/groups/schedule/skips/:localDate',
  params: skipDateParamsSchema,
  responses: schedule,
})
