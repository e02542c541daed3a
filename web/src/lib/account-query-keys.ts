/**
 * Query keys of the person's account that more than one place refreshes: accepting an
 * invitation changes both the invitations and the groups the header offers to switch to.
 */
export const accountQueryKeys = {
  myGroups: ['accounts', 'my-groups'],
  invitations: ['accounts', 'invitations'],
} as const
