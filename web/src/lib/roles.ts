// The role sets live in domain/src/contracts/enums.ts. web/src/app still imports them from here;
// this file goes once those imports point at the domain (kept apart from the web boot work).
export { canManageSettings, settingsRoles } from '@bidfut/domain/contracts/enums'
