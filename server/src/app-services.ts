import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import { createJobs, type JobKind } from './jobs/jobs.ts'
import { createAccessGate } from './lib/access-gate.ts'
import { createAccessTokens } from './lib/access-token.ts'
import { createChanges, type CommitListener } from './lib/changes.ts'
import type { CountSend } from './lib/metrics.ts'
import { createAccountJobHandlers } from './modules/accounts/account-job-handlers.ts'
import { createPrivacyService } from './modules/privacy/privacy.service.ts'
import { createGroupClosingService } from './modules/privacy/group-closing.ts'
import { createActivityService } from './modules/activity/activity.service.ts'
import { createAccountsService } from './modules/accounts/accounts.service.ts'
import { createActivationLinks } from './modules/accounts/activation-links.ts'
import { createActivationService } from './modules/accounts/activation.service.ts'
import { createDeviceCookie } from './modules/accounts/device-cookie.ts'
import { createInvitationsService } from './modules/accounts/invitations.service.ts'
import { createJoinByInviteService } from './modules/accounts/join-by-invite.service.ts'
import { createPasswordResetService } from './modules/accounts/password-reset.service.ts'
import { createProfileService } from './modules/accounts/profile.service.ts'
import { createRegistrationService } from './modules/accounts/registration.service.ts'
import { createSignupConfirmationService } from './modules/accounts/signup-confirmation.service.ts'
import { createSignInLinkService } from './modules/accounts/sign-in-link.service.ts'
import { createGoogleOidc } from './modules/google/google-oidc.ts'
import { createGoogleSignInService } from './modules/google/google-sign-in.service.ts'
import { createClaimStatusService } from './modules/joining/claim-status.service.ts'
import { createGroupClaimsService } from './modules/joining/group-claims.service.ts'
import { createJoiningService } from './modules/joining/joining.service.ts'
import { createPlayerLinks } from './modules/joining/player-links.ts'
import { createPasskeyCeremonies } from './modules/passkeys/passkey-ceremonies.ts'
import { createPasskeysService } from './modules/passkeys/passkeys.service.ts'
import { createWebAuthnChallenges } from './modules/passkeys/webauthn-challenges.ts'
import { createBidEntriesService } from './modules/bids/bid-entries.service.ts'
import { createWaitlistMovesService } from './modules/bids/waitlist-moves.service.ts'
import { createBidLifecycleService } from './modules/bids/bid-lifecycle.service.ts'
import { createLiveBidService } from './modules/bids/live-bid.service.ts'
import { createSporadicPlayersService } from './modules/bids/sporadic-players.service.ts'
import { createOpenBidHeads } from './modules/bids/open-bid-heads.ts'
import { createContactService } from './modules/contact/contact.service.ts'
import { scheduleCalendarSource } from './modules/season/schedule-calendar-source.ts'
import { createSeasonOpenings } from './modules/season/season-openings.ts'
import { createSeasonService } from './modules/season/season.service.ts'
import { createGroupSettingsService } from './modules/groups/group-settings.service.ts'
import { createMailer } from './modules/mail/mailer.ts'
import { createFinanceService } from './modules/finance/finance.service.ts'
import { createCheckInBlocks } from './modules/finance/check-in-block.ts'
import { createPix } from './modules/pix/psp.service.ts'
import { createPushSender } from './modules/push/push-sender.ts'
import { createPushService } from './modules/push/push.service.ts'
import { createFirstRunService } from './modules/players/first-run.service.ts'
import { createInviteLinkService } from './modules/players/invite-link.service.ts'
import { createPlayersService } from './modules/players/players.service.ts'
import { createWhatsAppChannel } from './modules/whatsapp/whatsapp-channel.ts'
import { createNotices } from './modules/notices/notices.ts'
import { createWhatsAppService } from './modules/whatsapp/whatsapp.service.ts'
import { createNudgeService } from './modules/reminders/nudge.service.ts'
import { createRemindersService } from './modules/reminders/reminders.service.ts'
import { createAfterFinish } from './modules/results/after-finish.ts'
import { createCraqueVoteService } from './modules/results/craque-vote.service.ts'
import { createNightService } from './modules/results/night.service.ts'
import { createRatingsService } from './modules/results/ratings.service.ts'
import { createShareService } from './modules/share/share.service.ts'
import { createStatisticsService } from './modules/statistics/statistics.service.ts'
import { createTeamsService } from './modules/teams/teams.service.ts'
import { bidCalendarSource } from './modules/calendar/bid-calendar-source.ts'
import { createCalendarService } from './modules/calendar/calendar.service.ts'
import { createUploadStore } from './modules/uploads/upload-store.ts'
import { createUploadsService } from './modules/uploads/uploads.service.ts'
import { createWeatherService } from './modules/weather/weather.service.ts'

export type Services = ReturnType<typeof createServices>

/**
 * What the app is made of: every service, wired to the database, to the caches that drop what a
 * commit touched (ADR 046) and to the one job runtime (ADR 043). app.ts puts HTTP in front.
 */
export function createServices({
  config,
  db,
  log,
  memberReads,
  countSend,
}: {
  config: Config
  db: Db
  log: FastifyBaseLogger
  /** The member read cache's commit listener (plugins/member-read-cache.ts). */
  memberReads: CommitListener
  /** Counts each send by channel and outcome for /metrics (ADR 050), when metrics are on. */
  countSend?: CountSend
}) {
  const tokens = createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds)
  const gate = createAccessGate(db)
  // The open BID's validator, read by the Live BID (ADR 013).
  const heads = createOpenBidHeads(db)
  // 'Quem deve não confirma' (ADR 056): the money decides, the check-in and its links ask.
  const checkInBlocks = createCheckInBlocks({ db })
  // Every write a cache may hold goes through it: the caches drop what it touched once it
  // commits (ADR 046).
  const caches = [heads.dropTouched, memberReads, gate.dropTouched]
  const changes = createChanges(db, caches)
  // Created first: reminders and rain alerts take the forecast from it.
  const weather = createWeatherService({ db, config, log })
  const accounts = createAccountsService({ db, changes, tokens })
  const mailer = createMailer(config, log)
  const { publicUrl } = config
  // The notices as this app sends them: by WhatsApp too only where it is configured (ADR 051).
  const notices = createNotices({ whatsapp: config.whatsapp !== undefined })
  // Services nudge a job (created below, ADR 043) once their transaction has queued its work.
  const nudge = (kind: JobKind) => ({ trigger: () => jobs.trigger(kind) })
  const emailOutbox = nudge('email')
  // A notice that pushes may go by WhatsApp too (ADR 051): its nudge wakes both queues.
  const pushOutbox = {
    trigger: () => {
      jobs.trigger('push')
      jobs.trigger('whatsapp')
    },
  }
  const accountJobs = nudge('account')
  // What the services that write and send (BIDs, the money, the season) are built from.
  const writeDeps = { db, changes, emailOutbox, pushOutbox, publicUrl, notices }
  const push = createPushService({
    db,
    vapidPublicKey: config.vapidKeys.publicKey,
    allowlist: config.pushServiceAllowlist,
  })
  const links = createActivationLinks({ publicUrl, linkSecret: config.jwtSecret })
  const players = createPlayersService({ ...writeDeps, accountJobs })
  const inviteLinks = createInviteLinkService({ db, publicUrl })
  const firstRun = createFirstRunService({ db, publicUrl })
  const activation = createActivationService({ db, changes, links, emailOutbox, accountJobs })
  const registration = createRegistrationService({ db, accountJobs })
  // Signing in without a password and players who find their own name (ADR 049).
  const challenges = createWebAuthnChallenges(config.jwtSecret)
  const ceremonies = createPasskeyCeremonies({ publicUrl, challenges })
  const passkeys = createPasskeysService({ db, ceremonies, challenges, accounts })
  const signInLink = createSignInLinkService({ db, accountJobs, accounts })
  const playerLinks = createPlayerLinks({ secret: config.jwtSecret, publicUrl })
  const joining = createJoiningService({
    db,
    changes,
    publicUrl,
    playerLinks,
    ceremonies,
    challenges,
    accounts,
    accountJobs,
    emailOutbox,
    pushOutbox,
    whatsappAvailable: config.whatsapp !== undefined,
  })
  const claimStatus = createClaimStatusService({
    db,
    changes,
    publicUrl,
    playerLinks,
    joining,
    emailOutbox,
    pushOutbox,
  })
  const groupClaims = createGroupClaimsService({ db, changes, playerLinks })
  const google = createGoogleSignInService({
    db,
    changes,
    google:
      config.google &&
      createGoogleOidc({ ...config.google, redirectUri: `${publicUrl}/entrar/google` }),
    playerLinks,
    joining,
    accounts,
    publicUrl,
  })
  const signupConfirmation = createSignupConfirmationService({
    db,
    changes,
    accounts,
    claims: joining.signupClaims,
  })
  const passwordReset = createPasswordResetService({ db, changes, accountJobs })
  const profile = createProfileService({ db, changes, publicUrl, emailOutbox })
  const invitations = createInvitationsService({ db, changes })
  const joinByInvite = createJoinByInviteService({ db, changes })
  const uploadStore = createUploadStore(config, log)
  const uploads = createUploadsService({ db, changes, store: uploadStore })
  // After the whistle (ADR 039): the night's matches, the craque vote and learned skills.
  const afterFinish = createAfterFinish({ publicUrl, voteWindowMs: config.craqueVoteWindowMs })
  const results = {
    night: createNightService({ db, changes }),
    craque: createCraqueVoteService({ db, changes }),
    ratings: createRatingsService({ db, changes }),
  }
  const bids = {
    lifecycle: createBidLifecycleService({ ...writeDeps, afterFinish }),
    entries: createBidEntriesService({ ...writeDeps, checkInGate: checkInBlocks.refusal }),
    waitlist: createWaitlistMovesService(writeDeps),
    sporadicPlayers: createSporadicPlayersService({ db, changes }),
    liveBid: createLiveBidService({ db, heads }),
  }
  const { block: checkInBlock } = checkInBlocks
  const reminders = createRemindersService({ db, changes, bids: bids.entries, checkInBlock })
  const season = createSeasonService({ ...writeDeps, scheduler: nudge('season') })
  const statistics = createStatisticsService({ db })
  // Pictures for the group chat and shared links' previews (ADR 048).
  const share = createShareService({ db, uploads, publicUrl, statistics, night: results.night })
  const groupSettings = createGroupSettingsService({ db, config, log })
  const contact = createContactService({ db, config, emailOutbox, log })
  const deviceCookie = createDeviceCookie(publicUrl)
  // Each person's calendar feed (ADR 037): the feed is the merge of what its sources know.
  const calendar = createCalendarService({
    db,
    secret: config.jwtSecret,
    publicUrl,
    sources: [bidCalendarSource(db), scheduleCalendarSource(db)],
  })
  // The money (ADR 038), and charges paid through each group's own PSP (ADR 052).
  const finance = createFinanceService({ ...writeDeps, checkInBlocks })
  const pix = createPix({ db, config: config.pix, publicUrl, cobs: nudge('pix-cobs') })
  // LGPD (ADR 040).
  const privacy = createPrivacyService({ db, changes, uploads })
  const groupClosing = createGroupClosingService({ db, emailOutbox })
  // The WhatsApp channel (ADR 051): off, and nothing else changes, unless configured.
  const whatsapp = createWhatsAppService({
    db,
    available: config.whatsapp !== undefined,
    monthlyCap: config.whatsapp?.monthlyCapPerGroup ?? 0,
  })
  const whatsappChannel =
    config.whatsapp && createWhatsAppChannel(db, config.whatsapp, publicUrl, bids.entries, finance)
  // Every background job, started by main.ts and stopped with the app (ADR 043).
  const jobs = createJobs({
    db,
    log,
    mailer,
    pushSender: createPushSender({
      vapidKeys: config.vapidKeys,
      subject: publicUrl.startsWith('https:') ? publicUrl : `mailto:${config.contactEmail}`,
      allowlist: config.pushServiceAllowlist,
    }),
    accountHandlers: createAccountJobHandlers({ publicUrl, links }),
    seasonOpenings: createSeasonOpenings({ db, changes, publicUrl, notices, log }),
    weather,
    publicUrl,
    notices,
    uploadStore,
    craqueEveryMs: Math.min(60_000, Math.max(1_000, (config.craqueVoteWindowMs ?? 60_000) / 4)),
    changes,
    countSend,
    whatsapp: whatsappChannel,
    pixAccounts: pix.pixAccounts,
  })
  return {
    whatsapp,
    tokens,
    gate,
    jobs,
    mailer,
    accounts,
    deviceCookie,
    activation,
    registration,
    signupConfirmation,
    passkeys,
    signInLink,
    joining,
    claimStatus,
    groupClaims,
    google,
    passwordReset,
    profile,
    invitations,
    joinByInvite,
    uploads,
    players,
    inviteLinks,
    firstRun,
    bids,
    reminders,
    nudges: createNudgeService({ db, weather, publicUrl, emailOutbox, pushOutbox, notices }),
    teams: createTeamsService({ db }),
    statistics,
    weather,
    groupSettings,
    season,
    contact,
    calendar,
    finance,
    psp: pix.psp,
    push,
    results,
    share,
    activity: createActivityService({ db }),
    privacy,
    groupClosing,
  }
}
