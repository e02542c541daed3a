import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { usePortugueseMessages } from '@bidfut/domain/zod-locale'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { createJobs, type JobKind } from './jobs/jobs.ts'
import { createAccessGate } from './lib/access-gate.ts'
import { createAccessTokens } from './lib/access-token.ts'
import { createChanges } from './lib/changes.ts'
import { registerJsonCompression } from './lib/compression.ts'
import { NotFoundError, TooManyRequestsError } from './lib/errors.ts'
import { bearerUnlessPublic, openApiDocument } from './lib/openapi.ts'
import { createAccountJobHandlers } from './modules/accounts/account-job-handlers.ts'
import { privacyRoutes } from './modules/privacy/privacy.routes.ts'
import { createPrivacyService } from './modules/privacy/privacy.service.ts'
import { createGroupClosingService } from './modules/privacy/group-closing.ts'
import { activityRoutes } from './modules/activity/activity.routes.ts'
import { createActivityService } from './modules/activity/activity.service.ts'
import { accountsRoutes } from './modules/accounts/accounts.routes.ts'
import { createAccountsService } from './modules/accounts/accounts.service.ts'
import { createActivationLinks } from './modules/accounts/activation-links.ts'
import { activationRoutes } from './modules/accounts/activation.routes.ts'
import { createActivationService } from './modules/accounts/activation.service.ts'
import { createDeviceCookie } from './modules/accounts/device-cookie.ts'
import { invitationsRoutes } from './modules/accounts/invitations.routes.ts'
import { createInvitationsService } from './modules/accounts/invitations.service.ts'
import { createJoinByInviteService } from './modules/accounts/join-by-invite.service.ts'
import { passwordResetRoutes } from './modules/accounts/password-reset.routes.ts'
import { createPasswordResetService } from './modules/accounts/password-reset.service.ts'
import { profileRoutes } from './modules/accounts/profile.routes.ts'
import { createProfileService } from './modules/accounts/profile.service.ts'
import { registrationRoutes } from './modules/accounts/registration.routes.ts'
import { createRegistrationService } from './modules/accounts/registration.service.ts'
import { createSignupConfirmationService } from './modules/accounts/signup-confirmation.service.ts'
import { bidsRoutes } from './modules/bids/bids.routes.ts'
import { createBidEntriesService } from './modules/bids/bid-entries.service.ts'
import { createWaitlistMovesService } from './modules/bids/waitlist-moves.service.ts'
import { createBidLifecycleService } from './modules/bids/bid-lifecycle.service.ts'
import { createLiveBidService } from './modules/bids/live-bid.service.ts'
import { createSporadicPlayersService } from './modules/bids/sporadic-players.service.ts'
import { createOpenBidHeads } from './modules/bids/open-bid-heads.ts'
import { contactRoutes } from './modules/contact/contact.routes.ts'
import { createContactService } from './modules/contact/contact.service.ts'
import { groupSettingsRoutes } from './modules/groups/group-settings.routes.ts'
import { scheduleCalendarSource } from './modules/season/schedule-calendar-source.ts'
import { createSeasonOpenings } from './modules/season/season-openings.ts'
import { seasonRoutes } from './modules/season/season.routes.ts'
import { createSeasonService } from './modules/season/season.service.ts'
import { createGroupSettingsService } from './modules/groups/group-settings.service.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { helpersRoutes } from './modules/helpers/helpers.routes.ts'
import { createMailer } from './modules/mail/mailer.ts'
import { financeRoutes } from './modules/finance/finance.routes.ts'
import { createFinanceService } from './modules/finance/finance.service.ts'
import { createPushSender } from './modules/push/push-sender.ts'
import { pushRoutes } from './modules/push/push.routes.ts'
import { createPushService } from './modules/push/push.service.ts'
import { createFirstRunService } from './modules/players/first-run.service.ts'
import { createInviteLinkService } from './modules/players/invite-link.service.ts'
import { playersRoutes } from './modules/players/players.routes.ts'
import { createPlayersService } from './modules/players/players.service.ts'
import { remindersRoutes } from './modules/reminders/reminders.routes.ts'
import { createRemindersService } from './modules/reminders/reminders.service.ts'
import { createAfterFinish } from './modules/results/after-finish.ts'
import { createCraqueVoteService } from './modules/results/craque-vote.service.ts'
import { createNightService } from './modules/results/night.service.ts'
import { createRatingsService } from './modules/results/ratings.service.ts'
import { resultsRoutes } from './modules/results/results.routes.ts'
import { shareRoutes } from './modules/share/share.routes.ts'
import { createShareService } from './modules/share/share.service.ts'
import { siteInfoRoutes } from './modules/site/site-info.routes.ts'
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts'
import { createStatisticsService } from './modules/statistics/statistics.service.ts'
import { teamsRoutes } from './modules/teams/teams.routes.ts'
import { createTeamsService } from './modules/teams/teams.service.ts'
import { bidCalendarSource } from './modules/calendar/bid-calendar-source.ts'
import { calendarRoutes } from './modules/calendar/calendar.routes.ts'
import { createCalendarService } from './modules/calendar/calendar.service.ts'
import { registerUploadsStatic } from './modules/uploads/uploads-static.ts'
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts'
import { createUploadsService } from './modules/uploads/uploads.service.ts'
import { weatherRoutes } from './modules/weather/weather.routes.ts'
import { createWeatherService } from './modules/weather/weather.service.ts'
import { authPlugin } from './plugins/auth.ts'
import { appCspDirectives } from './plugins/csp.ts'
import { securityHeadersPlugin } from './plugins/security-headers.ts'
import { registerErrorHandler, sendHouseError, sendParserRefusal } from './plugins/errors.ts'
import { createMemberReadCache, memberReadCachePlugin } from './plugins/member-read-cache.ts'
import { documentRouteFacts, routeFactsPlugin } from './plugins/route-facts.ts'
import { registerSpa } from './plugins/static-spa.ts'

usePortugueseMessages()

export type AppDeps = { config: Config; database: Database }

/** Builds the whole HTTP app; main.ts listens on it and tests drive it through inject(). */
export async function buildApp({ config, database }: AppDeps) {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
    frameworkErrors: sendHouseError,
    clientErrorHandler: sendParserRefusal,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // The API reads JSON (and multipart where a route says so): a text body is a 415, not a string.
  app.removeContentTypeParser('text/plain')
  registerErrorHandler(app)
  // Before any route: a /v1 route that does not say who may call it stops the boot.
  await app.register(routeFactsPlugin)
  // First, so its onSend sees the JSON before anything compresses it (ADR 013).
  const memberReads = createMemberReadCache()
  await app.register(memberReadCachePlugin, { cache: memberReads })

  await app.register(securityHeadersPlugin, {
    // The landing widens it for reCAPTCHA (plugins/static-spa.ts); no upgrade-insecure-requests,
    // which would break a plain-HTTP deployment on a LAN.
    contentSecurityPolicy: { useDefaults: false, directives: appCspDirectives },
  })
  // Parses the trusted-device cookie (ADR 025); nothing else in the API reads cookies.
  await app.register(cookie)
  await app.register(rateLimit, {
    global: false,
    // The plugin sets Retry-After; the message says the same wait in words.
    errorResponseBuilder: (_request, limit) => new TooManyRequestsError(limit.ttl / 1000),
  })
  await app.register(swagger, {
    openapi: openApiDocument,
    transform: documentRouteFacts(bearerUnlessPublic(jsonSchemaTransform)),
  })
  if (config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/docs' })
  } else {
    // Off (production, unless API_DOCS=on): a 404, not the SPA's page, for the docs' paths.
    const off = async () => {
      throw new NotFoundError('Recurso não encontrado.')
    }
    app.get('/docs', { schema: { hide: true } }, off)
    app.get('/docs/*', { schema: { hide: true } }, off)
  }

  const db = database.db
  const tokens = createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds)
  const gate = createAccessGate(db)
  await app.register(authPlugin, { tokens, gate })
  // The open BID's validator, read by the Live BID (ADR 013).
  const heads = createOpenBidHeads(db)
  // Every write a cache may hold goes through it: the caches drop what it touched once it
  // commits (ADR 046).
  const changes = createChanges(db, [heads.dropTouched, memberReads.dropTouched, gate.dropTouched])

  // Created first: reminders and rain alerts take the forecast from it.
  const weather = createWeatherService({ db, config, log: app.log })
  const accounts = createAccountsService({ db, changes, tokens })
  const mailer = createMailer(config, app.log)
  const { publicUrl, dataDir } = config
  // Services nudge a job (created below, ADR 043) once their transaction has queued its work.
  const nudge = (kind: JobKind) => ({ trigger: () => jobs.trigger(kind) })
  const emailOutbox = nudge('email')
  const pushOutbox = nudge('push')
  const accountJobs = nudge('account')
  const push = createPushService({
    db,
    vapidPublicKey: config.vapidKeys.publicKey,
    allowlist: config.pushServiceAllowlist,
  })
  const links = createActivationLinks({ publicUrl, linkSecret: config.jwtSecret })
  const players = createPlayersService({
    db,
    changes,
    accountJobs,
    emailOutbox,
    publicUrl,
  })
  const inviteLinks = createInviteLinkService({ db, publicUrl })
  const firstRun = createFirstRunService({ db, publicUrl })
  const activation = createActivationService({ db, changes, links, emailOutbox, accountJobs })
  const registration = createRegistrationService({ db, accountJobs })
  const signupConfirmation = createSignupConfirmationService({ db, changes, accounts })
  const passwordReset = createPasswordResetService({ db, changes, accountJobs })
  const profile = createProfileService({ db, changes, publicUrl, emailOutbox })
  const invitations = createInvitationsService({ db, changes })
  const joinByInvite = createJoinByInviteService({ db, changes })
  const uploads = createUploadsService({ db, changes, dataDir })
  // After the whistle (ADR 039): the night's matches, the craque vote and learned skills.
  const afterFinish = createAfterFinish({ publicUrl, voteWindowMs: config.craqueVoteWindowMs })
  const results = {
    night: createNightService({ db, changes }),
    craque: createCraqueVoteService({ db, changes }),
    ratings: createRatingsService({ db, changes }),
  }
  const bids = {
    lifecycle: createBidLifecycleService({
      db,
      changes,
      emailOutbox,
      pushOutbox,
      publicUrl,
      afterFinish,
    }),
    entries: createBidEntriesService({ db, changes, emailOutbox, pushOutbox, publicUrl }),
    waitlist: createWaitlistMovesService({ db, changes, emailOutbox, pushOutbox, publicUrl }),
    sporadicPlayers: createSporadicPlayersService({ db, changes }),
    liveBid: createLiveBidService({ db, heads }),
  }
  const reminders = createRemindersService({ db, changes, bids: bids.entries })
  const season = createSeasonService({
    db,
    changes,
    emailOutbox,
    pushOutbox,
    scheduler: nudge('season'),
    publicUrl,
  })
  const teams = createTeamsService({ db })
  const statistics = createStatisticsService({ db })
  // Pictures for the group chat and shared links' previews (ADR 048).
  const share = createShareService({
    db,
    dataDir,
    publicUrl,
    statistics,
    night: results.night,
  })
  const groupSettings = createGroupSettingsService({ db, config, log: app.log })
  const contact = createContactService({ db, config, emailOutbox, log: app.log })
  const deviceCookie = createDeviceCookie(publicUrl)
  // Each person's calendar feed (ADR 037): the feed is the merge of what its sources know.
  const calendar = createCalendarService({
    db,
    secret: config.jwtSecret,
    publicUrl,
    sources: [bidCalendarSource(db), scheduleCalendarSource(db)],
  })
  // The money (ADR 038): charges made on schedule, on any number of instances.
  const finance = createFinanceService({ db, publicUrl, emailOutbox, pushOutbox })
  // LGPD and the activity log (ADR 040).
  const activity = createActivityService({ db })
  const privacy = createPrivacyService({ db, changes })
  const groupClosing = createGroupClosingService({ db, emailOutbox })
  // Every background job, started by main.ts and stopped with the app (ADR 043).
  const jobs = createJobs({
    db,
    log: app.log,
    mailer,
    pushSender: createPushSender({
      vapidKeys: config.vapidKeys,
      subject: publicUrl.startsWith('https:') ? publicUrl : `mailto:${config.contactEmail}`,
      allowlist: config.pushServiceAllowlist,
    }),
    accountHandlers: createAccountJobHandlers({ publicUrl, links }),
    seasonOpenings: createSeasonOpenings({ db, changes, publicUrl, log: app.log }),
    weather,
    publicUrl,
    dataDir,
    craqueEveryMs: Math.min(60_000, Math.max(1_000, config.craqueVoteWindowMs / 4)),
    changes,
  })
  app.decorate('jobs', jobs)
  // The pooled SMTP connections close once the last drain is done.
  app.addHook('onClose', () => jobs.stop().then(() => mailer.close()))

  await app.register(
    async (api) => {
      // Every /v1 route needs a signed-in caller unless its access is 'public'.
      api.addHook('onRequest', app.authenticateUnlessPublic)
      // Only the API: built files are compressed once at build time (plugins/static-spa.ts).
      await registerJsonCompression(api)
      await api.register(healthRoutes, { db })
      await api.register(accountsRoutes, { accounts, deviceCookie })
      await api.register(activationRoutes, { activation, deviceCookie })
      await api.register(registrationRoutes, { registration, signupConfirmation, deviceCookie })
      await api.register(passwordResetRoutes, { passwordReset, deviceCookie })
      await api.register(profileRoutes, { profile, deviceCookie })
      await api.register(invitationsRoutes, { invitations, joinByInvite })
      await api.register(uploadsRoutes, { uploads })
      await api.register(playersRoutes, { players, inviteLinks, firstRun })
      await api.register(helpersRoutes)
      await api.register(bidsRoutes, bids)
      await api.register(remindersRoutes, { reminders })
      await api.register(teamsRoutes, { teams })
      await api.register(statisticsRoutes, { statistics })
      await api.register(weatherRoutes, { weather })
      await api.register(groupSettingsRoutes, { groupSettings })
      await api.register(seasonRoutes, { season })
      await api.register(contactRoutes, { contact })
      await api.register(siteInfoRoutes, { config })
      await api.register(calendarRoutes, { calendar })
      await api.register(financeRoutes, { finance })
      await api.register(pushRoutes, { push })
      await api.register(resultsRoutes, results)
      await api.register(shareRoutes, { share })
      // LGPD and the activity log (ADR 040).
      await api.register(activityRoutes, { activity })
      await api.register(privacyRoutes, { privacy, groupClosing })
    },
    { prefix: '/v1' },
  )

  await registerUploadsStatic(app, config.dataDir)
  await registerSpa(app, {
    webDistDir: config.webDistDir,
    publicUrl,
    // A shared /check-in?c={token} answers with the next BID's preview (ADR 048).
    pageHead: async (page, query) =>
      page === 'check-in' && typeof query.c === 'string' ? share.previewHead(query.c) : null,
  })
  return app
}
