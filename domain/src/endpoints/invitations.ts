import {
  invitationAcceptedSchema,
  invitationParamsSchema,
  invitationsResponseSchema,
} from '../contracts/memberships.ts'
import { messageResponseSchema } from '../contracts/profile.ts'
import { joinByInviteSchema } from '../contracts/signup.ts'
import { endpoint } from './endpoint.ts'

export const myInvitations = endpoint({
  method: 'GET',
  path: '/accounts/invitations',
  responses: { 200: invitationsResponseSchema },
})

export const acceptInvitation = endpoint({
  method: 'POST',
  path: '/accounts/invitations/:id/accept',
  params: invitationParamsSchema,
  responses: { 200: invitationAcceptedSchema },
})

export const declineInvitation = endpoint({
  method: 'POST',
  path: '/accounts/invitations/:id/decline',
  params: invitationParamsSchema,
  responses: { 200: messageResponseSchema },
})

export const joinByInvite = endpoint({
  method: 'POST',
  path: '/accounts/join-by-invite',
  body: joinByInviteSchema,
  responses: { 200: invitationAcceptedSchema },
})
