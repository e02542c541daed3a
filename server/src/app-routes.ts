import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Services } from './app-services.ts'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import { registerJsonCompression } from './lib/compression.ts'
import { privacyRoutes } from './modules/privacy/privacy.routes.ts'
import { activityRoutes } from './modules/activity/activity.routes.ts'
import { accountsRoutes } from './modules/accounts/accounts.routes.ts'
import { activationRoutes } from './modules/accounts/activation.routes.ts'
import { invitationsRoutes } from './modules/accounts/invitations.routes.ts'
import { passwordResetRoutes } from './modules/accounts/password-reset.routes.ts'
import { profileRoutes } from './modules/accounts/profile.routes.ts'
import { registrationRoutes } from './modules/accounts/registration.routes.ts'
import { signInLinkRoutes } from './modules/accounts/sign-in-link.routes.ts'
import { googleRoutes } from './modules/google/google.routes.ts'
import { groupClaimsRoutes } from './modules/joining/group-claims.routes.ts'
import { joiningRoutes } from './modules/joining/joining.routes.ts'
import { passkeysRoutes } from './modules/passkeys/passkeys.routes.ts'
import { bidsRoutes } from './modules/bids/bids.routes.ts'
import { contactRoutes } from './modules/contact/contact.routes.ts'
import { groupSettingsRoutes } from './modules/groups/group-settings.routes.ts'
import { seasonRoutes } from './modules/season/season.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { helpersRoutes } from './modules/helpers/helpers.routes.ts'
import { financeRoutes } from './modules/finance/finance.routes.ts'
import { pixWebhookRoutes, pspRoutes } from './modules/pix/pix.routes.ts'
import { pushRoutes } from './modules/push/push.routes.ts'
import { playersRoutes } from './modules/players/players.routes.ts'
import { remindersRoutes } from './modules/reminders/reminders.routes.ts'
import { resultsRoutes } from './modules/results/results.routes.ts'
import { shareRoutes } from './modules/share/share.routes.ts'
import { publicCountersRoutes } from './modules/site/public-counters.routes.ts'
import { siteInfoRoutes } from './modules/site/site-info.routes.ts'
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts'
import { teamsRoutes } from './modules/teams/teams.routes.ts'
import { calendarRoutes } from './modules/calendar/calendar.routes.ts'
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts'
import { weatherRoutes } from './modules/weather/weather.routes.ts'
import { whatsappRoutes, whatsappWebhookRoutes } from './modules/whatsapp/whatsapp.routes.ts'

/**
 * The API under /v1: each module's routes, handed the app's services (app-services.ts); each routes
 * file's options name the services it calls.
 */
export const apiRoutes: FastifyPluginAsyncZod<{
  services: Services
  db: Db
  config: Config
}> = async (api, { services, db, config }) => {
  // Every /v1 route needs a signed-in caller unless its access is 'public'.
  api.addHook('onRequest', api.authenticateUnlessPublic)
  // Only the API: built files are compressed once at build time (plugins/static-spa.ts).
  await registerJsonCompression(api)
  await api.register(healthRoutes, { db })
  await api.register(accountsRoutes, services)
  await api.register(activationRoutes, services)
  await api.register(registrationRoutes, services)
  await api.register(passwordResetRoutes, services)
  await api.register(profileRoutes, services)
  await api.register(invitationsRoutes, services)
  // Signing in without a password and players who find their own name (ADR 049).
  await api.register(passkeysRoutes, services)
  await api.register(signInLinkRoutes, services)
  await api.register(googleRoutes, { ...services, secure: config.publicUrl.startsWith('https:') })
  await api.register(joiningRoutes, services)
  await api.register(groupClaimsRoutes, services)
  await api.register(uploadsRoutes, services)
  await api.register(playersRoutes, services)
  await api.register(helpersRoutes)
  await api.register(bidsRoutes, services.bids)
  await api.register(remindersRoutes, services)
  await api.register(teamsRoutes, services)
  await api.register(statisticsRoutes, services)
  await api.register(weatherRoutes, services)
  await api.register(groupSettingsRoutes, services)
  await api.register(seasonRoutes, services)
  await api.register(contactRoutes, services)
  await api.register(siteInfoRoutes, { config })
  await api.register(publicCountersRoutes, { db })
  await api.register(calendarRoutes, services)
  await api.register(financeRoutes, services)
  // Charges paid by the bank (ADR 052): the group's PSP, and its webhook.
  await api.register(pspRoutes, services)
  await api.register(pixWebhookRoutes, { db, received: () => services.jobs.trigger('pix-events') })
  await api.register(pushRoutes, services)
  await api.register(resultsRoutes, services.results)
  await api.register(shareRoutes, services)
  // LGPD and the activity log (ADR 040).
  await api.register(activityRoutes, services)
  await api.register(privacyRoutes, services)
  // The WhatsApp channel: the person's consent, and Meta's webhook (ADR 051).
  await api.register(whatsappRoutes, services)
  await api.register(whatsappWebhookRoutes, {
    db,
    webhook: config.whatsapp,
    received: () => services.jobs.trigger('whatsapp-events'),
  })
}
