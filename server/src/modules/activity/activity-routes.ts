import type { ActivityKind } from '@bidfut/domain/contracts/activity'

/**
 * Every mutating route of the API, and what it writes to the activity log (ADR 040): the kind
 * of its one entry, or why it writes none. activity.api.test.ts reads the OpenAPI
 * document and fails naming any POST/PUT/PATCH/DELETE missing here, and calls every logged one
 * to check it writes exactly one entry. A new route: one line here (and, if it logs, one
 * recordActivity call in its service's transaction and one call in that test's table).
 */
export const MUTATING_ROUTES: Record<string, { logs: ActivityKind } | { notLogged: string }> = {
  // The person's own account and sessions: theirs, not the group's (ADR 005).
  'POST /v1/accounts/login': { notLogged: 'sign-in: login history is kept on the sessions' },
  'POST /v1/accounts/refresh-token': { notLogged: 'session refresh' },
  'POST /v1/accounts/logout': { notLogged: 'sign-out' },
  'POST /v1/accounts/switch-group': { notLogged: 'changes no data' },
  'POST /v1/accounts/register': { notLogged: 'public sign-up request; nothing changes yet' },
  'POST /v1/accounts/signup/confirm': { notLogged: 'creates an account (and maybe a group)' },
  'POST /v1/accounts/forgot-password': { notLogged: 'public; queues an email' },
  'POST /v1/accounts/reset-password': { notLogged: 'the account’s own password' },
  'PUT /v1/accounts/update-profile': { notLogged: 'the account’s own profile' },
  'POST /v1/accounts/confirm-email-change': { notLogged: 'the account’s own email' },
  'PUT /v1/profile/reminder-emails': { notLogged: 'the person’s own email choice' },
  'POST /v1/accounts/upload-image-profile': { notLogged: 'the account’s own photo' },
  'DELETE /v1/accounts/profile-image': { notLogged: 'the account’s own photo' },
  'POST /v1/accounts/invitations/{id}/accept': { notLogged: 'the person’s own answer' },
  'POST /v1/accounts/invitations/{id}/decline': { notLogged: 'the person’s own answer' },
  'POST /v1/accounts/join-by-invite': { notLogged: 'the person joining by the group’s link' },
  'POST /v1/accounts/activate-user-from-token': { notLogged: 'the person’s own activation' },
  'POST /v1/accounts/join-from-token': { notLogged: 'the person’s own activation' },
  'POST /v1/accounts/generate-temp-url-register': { notLogged: 'shows a link; changes no row' },
  'POST /v1/accounts/send-activation-email': { notLogged: 'queues an email; changes no row' },
  'POST /v1/me/delete-account': { notLogged: 'erases the account; a log entry would name it' },
  'POST /v1/contact/send': { notLogged: 'public contact form' },
  // Signing in without a password (ADR 049): the account's own credentials and sessions.
  'POST /v1/passkeys/creation-options': { notLogged: 'signed options; changes no row' },
  'POST /v1/passkeys': { notLogged: 'the account’s own passkey' },
  'DELETE /v1/passkeys/{id}': { notLogged: 'the account’s own passkey' },
  'POST /v1/accounts/passkey-options': { notLogged: 'signed options; changes no row' },
  'POST /v1/accounts/passkey-sign-in': { notLogged: 'sign-in' },
  'POST /v1/accounts/sign-in-link': { notLogged: 'public; queues an email' },
  'POST /v1/accounts/sign-in-link/use': { notLogged: 'sign-in' },
  'POST /v1/accounts/google/start': { notLogged: 'sign-in under way' },
  'POST /v1/accounts/google/finish': { notLogged: 'sign-in, or the person joining' },
  // The person joining by the group's or their own link, like join-by-invite; the organisers'
  // answers to a claim are logged below.
  'POST /v1/accounts/join/passkey-options': { notLogged: 'signed options; changes no row' },
  'POST /v1/accounts/join/passkey': { notLogged: 'the person joining by a link' },
  'POST /v1/accounts/join/email': { notLogged: 'public sign-up request; nothing changes yet' },
  'POST /v1/accounts/join/claims/session': { notLogged: 'sign-in (or joining as new)' },
  'POST /v1/accounts/join/claim': { notLogged: 'the person joining by a link' },
  'POST /v1/accounts/join/claim-emails/confirm': { logs: 'register.claim_confirmed' },
  'POST /v1/reminders/{token}/unsubscribe': { notLogged: 'the person’s own email choice' },
  // A member's own check-in from a reminder is a check-in like the screen's.
  'POST /v1/reminders/{token}/answer': { logs: 'bid.status' },
  // The register.
  'POST /v1/company-players/create-company-player': { logs: 'register.created' },
  'POST /v1/company-players/bulk-create': { logs: 'register.bulk_created' },
  'PUT /v1/company-players/edit/{playerId}/{companyPlayerId}': { logs: 'register.edited' },
  'DELETE /v1/company-players/delete/{playerId}/{companyPlayerId}': { logs: 'register.removed' },
  'POST /v1/company-players/merge': { logs: 'register.merged' },
  'POST /v1/company-players/invite-link/renew': { logs: 'register.invite_link_renewed' },
  'POST /v1/company-players/claims/{id}/confirm': { logs: 'register.claim_confirmed' },
  'POST /v1/company-players/claims/{id}/refuse': { logs: 'register.claim_refused' },
  'POST /v1/company-players/claims/{id}/undo': { logs: 'register.claim_undone' },
  'POST /v1/company-players/{companyPlayerId}/player-link/renew': {
    logs: 'register.player_link_renewed',
  },
  // BIDs and their entries.
  'POST /v1/bids/create-bid': { logs: 'bid.created' },
  'PUT /v1/bids/update-bid/{id}': { logs: 'bid.updated' },
  'DELETE /v1/bids/delete-bid/{id}': { logs: 'bid.cancelled' },
  'POST /v1/bids/complete-bid/{id}': { logs: 'bid.completed' },
  'PUT /v1/bids/update-status-player/{bidDayId}/{companyPlayerId}': { logs: 'bid.status' },
  'POST /v1/bids/promote-waitlisted/{bidDayId}/{companyPlayerId}': {
    logs: 'bid.waitlist_promoted',
  },
  'DELETE /v1/bids/remove-waitlisted/{bidDayId}/{companyPlayerId}': {
    logs: 'bid.waitlist_removed',
  },
  'PUT /v1/bids/update-position-player/{bidDayId}/{companyPlayerId}': { logs: 'bid.entry' },
  'PUT /v1/bids/update-skill-level-player/{bidDayId}/{companyPlayerId}': { logs: 'bid.entry' },
  'PUT /v1/bids/update-quantity-of-goals-player/{bidDayId}/{companyPlayerId}': {
    logs: 'bid.entry',
  },
  'PUT /v1/bids/update-quantity-of-assists-player/{bidDayId}/{companyPlayerId}': {
    logs: 'bid.entry',
  },
  'PUT /v1/bids/update-quantity-of-ball-recoveries-player/{bidDayId}/{companyPlayerId}': {
    logs: 'bid.entry',
  },
  'PUT /v1/bids/update-quantity-of-goalkeeper-defender-player/{bidDayId}/{companyPlayerId}': {
    logs: 'bid.entry',
  },
  'PUT /v1/bids/update-weakly-team-stats/{bidDayId}/{companyPlayerId}': { logs: 'bid.entry' },
  'POST /v1/bids/add-sporadic-player': { logs: 'bid.guest_added' },
  'POST /v1/bids/add-sporadic-player/': { logs: 'bid.guest_added' },
  'POST /v1/bids/generate-teams-to-play': { logs: 'teams.drawn' },
  // The group.
  'PUT /v1/groups/settings': { logs: 'settings.updated' },
  'POST /v1/groups/close': { logs: 'settings.closed' },
  'POST /v1/groups/reopen': { logs: 'settings.reopened' },
  'PUT /v1/results/craque-settings': { logs: 'settings.craque_vote' },
  'PUT /v1/groups/schedule': { logs: 'settings.schedule' },
  'POST /v1/groups/schedule/skips': { logs: 'settings.schedule_skipped' },
  'DELETE /v1/groups/schedule/skips/{localDate}': { logs: 'settings.schedule_unskipped' },
  // The person's own devices and calendar link: theirs, like their email choice.
  'POST /v1/profile/calendar/renew': { notLogged: 'the person’s own calendar link' },
  'PUT /v1/push/subscriptions': { notLogged: 'the person’s own device and its push choices' },
  'DELETE /v1/push/subscriptions': { notLogged: 'the person’s own device' },
  // The money (ADR 038): every change to a charge, including the member's 'Já paguei'.
  'PUT /v1/finance/settings': { logs: 'finance.settings_updated' },
  'POST /v1/finance/charges': { logs: 'finance.charge_created' },
  'PUT /v1/finance/charges/{id}/amount': { logs: 'finance.charge_amount' },
  'POST /v1/finance/charges/{id}/waive': { logs: 'finance.charge_waived' },
  'POST /v1/finance/charges/{id}/confirm': { logs: 'finance.charge_confirmed' },
  'POST /v1/finance/remind': { logs: 'finance.reminded' },
  'POST /v1/finance/my-charges/{id}/paid': { logs: 'finance.charge_reported' },
  // The night's results and the craque vote (ADR 039). A member's own vote is logged like a
  // check-in, by link as on the screen: that they voted, never for whom.
  'POST /v1/bids/{bidDayId}/matches': { logs: 'results.match_recorded' },
  'DELETE /v1/bids/{bidDayId}/matches/{matchId}': { logs: 'results.match_removed' },
  'PUT /v1/bids/{bidDayId}/craque-vote': { logs: 'results.craque_voted' },
  'POST /v1/craque/{token}/vote': { logs: 'results.craque_voted' },
  'DELETE /v1/bids/{bidDayId}/craque-votes/{voterId}': { logs: 'results.craque_vote_voided' },
  'POST /v1/players/{companyPlayerId}/apply-suggested-skill': { logs: 'register.skill_applied' },
}
