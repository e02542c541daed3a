/**
 * Query keys of the person's account that more than one place refreshes: accepting an
 * invitation changes both the invitations and the groups the header offers to switch to.
 */
export const accountQueryKeys = {
  myGroups: ['accounts', 'my-groups'],
  invitations: ['accounts', 'invitations'],
  // The account's passkeys: /perfil lists them, the dashboard offers one while there is none.
  passkeys: ['accounts', 'passkeys'],
} as const
