import {
  citySearchQuerySchema,
  citySearchResponseSchema,
  groupSettingsResponseSchema,
  groupSettingsSchema,
} from '../contracts/group-settings.ts'
import { endpoint } from './endpoint.ts'

const settings = { 200: groupSettingsResponseSchema }

export const groupSettings = endpoint({
  method: 'GET',
  path: '/groups/settings',
  responses: settings,
})

export const updateGroupSettings = endpoint({
  method: 'PUT',
  path: '/groups/settings',
  body: groupSettingsSchema,
  responses: settings,
})

export const searchCity = endpoint({
  method: 'GET',
  path: '/groups/search-city',
  query: citySearchQuerySchema,
  responses: { 200: citySearchResponseSchema },
})
