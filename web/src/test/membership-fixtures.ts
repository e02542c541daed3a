import {
  invitationAcceptedSchema,
  invitationSchema,
  invitationsResponseSchema,
  myGroupSchema,
  myGroupsResponseSchema,
  type Invitation,
  type MyGroup,
} from '@bidfut/domain/contracts/memberships'
import { reply } from './stub-api'
import { peladaNamed } from '@bidfut/domain/rules/words'

/** One of the person's groups, checked by the contract the server answers with. */
export function makeGroup(overrides: Partial<MyGroup> = {}): MyGroup {
  return myGroupSchema.parse({
    companyPlayerId: 42,
    companyId: 3,
    groupName: 'Pelada de Quinta',
    role: 'member',
    current: true,
    ...overrides,
  })
}

export function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return invitationSchema.parse({
    id: 11,
    groupName: 'Pelada de Terça',
    invitedAt: '2026-03-10T14:30:00.000Z',
    ...overrides,
  })
}

export const myGroupsResponse = (groups: MyGroup[]) =>
  reply(myGroupsResponseSchema.parse({ success: true, groups }))

export const invitationsResponse = (invitations: Invitation[]) =>
  reply(invitationsResponseSchema.parse({ success: true, invitations }))

export const invitationAcceptedResponse = (companyPlayerId: number, groupName: string) =>
  reply(
    invitationAcceptedSchema.parse({
      success: true,
      message: `Agora você faz parte da ${peladaNamed(groupName)}.`,
      companyPlayerId,
    }),
  )

/** The two groups of a person who plays on Thursdays (current) and Tuesdays. */
export const twoGroups = [
  makeGroup(),
  makeGroup({
    companyPlayerId: 77,
    companyId: 8,
    groupName: 'Pelada de Terça',
    role: 'editor',
    current: false,
  }),
]
