import {
  loginAnswerSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  profileSchema,
  refreshRequestSchema,
} from '../contracts/accounts.ts'
import { myGroupsResponseSchema, switchGroupRequestSchema } from '../contracts/memberships.ts'
import { messageResponseSchema } from '../contracts/profile.ts'
import { endpoint } from './endpoint.ts'

export const login = endpoint({
  method: 'POST',
  path: '/accounts/login',
  body: loginRequestSchema,
  responses: { 200: loginAnswerSchema },
})

export const refreshToken = endpoint({
  method: 'POST',
  path: '/accounts/refresh-token',
  body: refreshRequestSchema,
  responses: { 200: loginResponseSchema },
})

export const logout = endpoint({
  method: 'POST',
  path: '/accounts/logout',
  body: logoutRequestSchema,
  responses: { 200: messageResponseSchema },
})

export const getProfile = endpoint({
  method: 'GET',
  path: '/accounts/get-profile',
  responses: { 200: profileSchema },
})

export const myGroups = endpoint({
  method: 'GET',
  path: '/accounts/my-groups',
  responses: { 200: myGroupsResponseSchema },
})

export const switchGroup = endpoint({
  method: 'POST',
  path: '/accounts/switch-group',
  body: switchGroupRequestSchema,
  responses: { 200: loginResponseSchema },
})
