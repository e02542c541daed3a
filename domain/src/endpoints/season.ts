import {
  bidScheduleResponseSchema,
  bidScheduleSchema,
  gameScheduleParamsSchema,
  gameScheduleSchema,
  gameSchedulesResponseSchema,
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

/** The group's weekly games ('Terça 21:00 — Quadra Coberta'; ADR 057). */
export const gameSchedules = endpoint({
  method: 'GET',
  path: '/groups/schedules',
  responses: { 200: gameSchedulesResponseSchema },
})

export const addGameSchedule = endpoint({
  method: 'POST',
  path: '/groups/schedules',
  body: gameScheduleSchema,
  responses: schedule,
})

export const updateGameSchedule = endpoint({
  method: 'PUT',
  path: '/groups/schedules/:id',
  params: gameScheduleParamsSchema,
  body: gameScheduleSchema,
  responses: schedule,
})

export const removeGameSchedule = endpoint({
  method: 'DELETE',
  path: '/groups/schedules/:id',
  params: gameScheduleParamsSchema,
  responses: schedule,
})
