import { describe, expect, it } from 'vitest'
import type { WeatherForecast } from '@bidfut/domain/contracts/weather'
import {
  accountExistsEmail,
  activationEmail,
  emailChangeConfirmation,
  emailChangeNotice,
  invitationEmail,
  passwordResetEmail,
  signInLinkEmail,
  signupConfirmationEmail,
} from './kinds/account.ts'
import { bidCancelled } from './kinds/bid-cancelled.ts'
import { bidFinished } from './kinds/bid-finished.ts'
import { bidMoved } from './kinds/bid-moved.ts'
import { bidOpened } from './kinds/bid-opened.ts'
import { autoConfirmed } from './kinds/auto-confirmed.ts'
import { chargeReminder } from './kinds/charge-reminder.ts'
import { guaranteeLost } from './kinds/guarantee-lost.ts'
import { claimConfirmation, claimWaiting } from './kinds/claim.ts'
import { contactEmail } from './kinds/contact.ts'
import { rainAlertEmail } from './kinds/rain-alert.ts'
import { reminder, reminderEmail, unsubscribeHeaders } from './kinds/reminder.ts'
import { movedToLine } from './kinds/moved-to-line.ts'
import { nudge } from './kinds/nudge.ts'
import { slotOpened } from './kinds/slot-opened.ts'
import { craqueElected } from './kinds/craque-elected.ts'
import { dateSkipped, dateUnskipped } from './kinds/date-skipped.ts'
import { weeklyDigest } from './kinds/weekly-digest.ts'
import type { NoticeKind } from './notice.ts'
import { fillTemplate, TEMPLATES } from '../whatsapp/templates.ts'

// Every email a person gets, rendered from fixed facts: the snapshot was taken before the notices
// moved into this module, so a byte that changes in a subject, a text or the HTML fails here.
const publicUrl = 'https://bidfut.example'
const game = {
  groupName: 'Pelada <Quinta> & "Amigos"',
  bidNumber: 7,
  dayOfMatch: '2030-11-28T20:00:00',
  location: 'Arena Central',
}
const noPlace = { ...game, location: null }
const forecast: WeatherForecast = {
  temp: 23.4,
  tempMin: 18.2,
  tempMax: 27.6,
  humidity: 71,
  chanceOfRain: 75.4,
  conditionDescription: 'Chuva forte',
  urlIcon: '/weather-icons/rain-heavy.svg',
  place: 'São Paulo',
  fetchedAt: '2030-11-26T11:30:00.000Z',
  stale: false,
}
const links = {
  vou: `${publicUrl}/lembrete/tok?resposta=vou`,
  naoVou: `${publicUrl}/lembrete/tok?resposta=nao-vou`,
  sair: `${publicUrl}/lembrete/tok?resposta=sair`,
}
const fullName = 'José da Silva'
const about = { companyId: 1, bidDayId: 2, publicUrl }
const bid = {
  ...about,
  game: { ...game, bidDayId: 2, companyId: 1, slots: 24, timeZone: 'America/Sao_Paulo' },
}
const person = { email: 'jose@exemplo.com', companyId: 1, fullName, companyPlayerId: 3 }
const digest = {
  companyId: 1,
  groupName: game.groupName,
  week: '2030-11-25',
  games: [
    {
      bidNumber: 14,
      dayOfMatch: '2030-11-28T20:00:00',
      location: 'Arena Central',
      confirmed: 12,
      slots: 14,
      pending: 5,
      waiting: 2,
    },
  ],
  openings: [{ dayOfMatch: '2030-12-05T20:00:00', opensAt: '2030-11-29T20:00:00' }],
  owes: [
    { name: 'Zé <Bola>', cents: 8000, charges: 2 },
    { name: 'Tião', cents: 4000, charges: 1 },
  ],
  furoes: { games: 8, players: [{ name: 'Caio', count: 2 }] },
  newMembers: ['Duda Reis'],
  publicUrl,
}
const skipped = {
  companyId: 1,
  groupName: game.groupName,
  localDate: '2030-12-10',
  dayOfMatch: '2030-12-10T21:00:00',
  location: 'Quadra Coberta',
  reason: 'feriado & chuva',
  skipId: 1,
  notBefore: new Date('2030-12-01T12:05:00Z'),
  publicUrl,
}
const confirmed = { ...bid.game, ...person }
const reminded = {
  charge: {
    id: 9,
    companyPlayerId: 3,
    description: 'Mensalidade de novembro',
    amountCents: 123456,
    dueDate: '2030-11-10',
  },
  companyId: 1,
  groupName: game.groupName,
  today: '2030-11-20',
  now: new Date(),
  publicUrl,
  pixCode: '00020126360014br.gov.bcb.pix0114+551199999999952040000530398654041234.565802BR',
}
const claim = {
  id: 4,
  companyId: 1,
  groupName: game.groupName,
  nickname: 'Rafa',
  claimantName: 'Rafael <Souza>',
  publicUrl,
}

const emails = {
  reminderWaiting: reminderEmail({
    game,
    fullName,
    status: 'waiting',
    confirmedCount: 12,
    slots: 24,
    forecast,
    publicUrl,
    links,
  }),
  reminderConfirmedNoForecast: reminderEmail({
    game: noPlace,
    fullName,
    status: 'confirmed',
    confirmedCount: 24,
    slots: 24,
    forecast: null,
    publicUrl,
    links,
  }),
  rainAlert: rainAlertEmail({ game, fullName, forecast, publicUrl }),
  bidCancelled: bidCancelled.email!.texts({ ...bid, now: new Date() }, confirmed),
  bidMovedEverything: bidMoved.email!.texts(
    { ...bid, version: 2, before: { dayOfMatch: '2030-11-27T19:00:00', location: null } },
    confirmed,
  ),
  bidMovedTime: bidMoved.email!.texts(
    {
      ...bid,
      version: 2,
      before: { dayOfMatch: '2030-11-28T19:30:00', location: 'Arena Central' },
    },
    confirmed,
  ),
  slotOpened: slotOpened.email!.texts(
    { ...bid, companyPlayerId: 3, now: new Date() },
    { ...person, notGoing: 'https://bidfut.test/lembrete/abc?resposta=nao-vou' },
  ),
  movedToLine: movedToLine.email!.texts(
    { ...bid, game: { ...bid.game, slots: 14 }, companyPlayerId: 3, position: 2, now: new Date() },
    person,
  ),
  bidOpened: bidOpened.email!.texts(
    { ...about, game },
    { ...person, links: { ...links, token: 'tok' } },
  ),
  bidFinishedOneHour: bidFinished.email!.texts(
    { ...about, game, voteHours: 1, scores: [], scorers: [] },
    { ...person, voteUrl: `${publicUrl}/craque/tok` },
  ),
  bidFinished: bidFinished.email!.texts(
    {
      ...about,
      game,
      voteHours: 24,
      scores: [
        { home: 1, away: 2, homeGoals: 3, awayGoals: 2 },
        { home: 1, away: 3, homeGoals: 0, awayGoals: 0 },
      ],
      scorers: [
        { name: 'Zé <Bola>', goals: 3 },
        { name: 'Tião', goals: 2 },
      ],
    },
    { ...person, voteUrl: `${publicUrl}/craque/tok` },
  ),
  bidFinishedNoVote: bidFinished.email!.texts(
    {
      ...about,
      game,
      voteHours: null,
      scores: [{ home: 1, away: 2, homeGoals: 1, awayGoals: 0 }],
      scorers: [{ name: 'Tião', goals: 1 }],
    },
    { ...person, voteUrl: null },
  ),
  dateSkipped: dateSkipped.email!.texts(skipped, person),
  dateSkippedNoReason: dateSkipped.email!.texts({ ...skipped, reason: null }, person),
  dateUnskipped: dateUnskipped.email!.texts(skipped, person),
  weeklyDigest: weeklyDigest.email!.texts(digest, person),
  weeklyDigestQuiet: weeklyDigest.email!.texts(
    {
      ...digest,
      games: [],
      openings: [],
      owes: [],
      furoes: { games: 0, players: [] },
      newMembers: [],
    },
    person,
  ),
  chargeReminder: chargeReminder.email!.texts(reminded, person),
  contact: contactEmail({
    name: 'Zé <b>Bola</b>',
    email: 'ze@exemplo.com',
    subject: 'Quero\nsaber',
    message: 'Olá & <script>',
  }),
  contactNoSubject: contactEmail({
    name: 'Zé',
    email: 'ze@exemplo.com',
    subject: null,
    message: 'Oi',
  }),
  activation: activationEmail({ fullName, groupName: game.groupName, url: `${publicUrl}/a/t` }),
  passwordReset: passwordResetEmail({ fullName, url: `${publicUrl}/r/t` }),
  invitation: invitationEmail({
    fullName,
    groupName: game.groupName,
    url: `${publicUrl}/convites`,
  }),
  emailChangeConfirmation: emailChangeConfirmation({ fullName, url: `${publicUrl}/e/t` }),
  emailChangeNotice: emailChangeNotice({ fullName, newEmail: 'novo@exemplo.com' }),
  signupCreatesGroup: signupConfirmationEmail({
    fullName,
    url: `${publicUrl}/c/t`,
    groupName: game.groupName,
    createsGroup: true,
  }),
  signupJoins: signupConfirmationEmail({
    fullName,
    url: `${publicUrl}/c/t`,
    groupName: game.groupName,
    createsGroup: false,
  }),
  accountExistsJoin: accountExistsEmail({
    fullName,
    loginUrl: `${publicUrl}/login`,
    resetUrl: `${publicUrl}/esqueci-senha`,
    join: { groupName: game.groupName, url: `${publicUrl}/j/t` },
  }),
  accountExists: accountExistsEmail({
    fullName,
    loginUrl: `${publicUrl}/login`,
    resetUrl: `${publicUrl}/esqueci-senha`,
  }),
  signInLink: signInLinkEmail({ fullName, url: `${publicUrl}/entrar/t` }),
  claimWaiting: claimWaiting.email!.texts(claim, { ...person, fullName: 'Ana Lima' }),
  claimConfirmation: claimConfirmation.email!.texts({ ...claim, token: 't' }, person),
}

describe('the texts of every notice', () => {
  for (const [name, email] of Object.entries(emails)) {
    it(`${name}: subject, text and HTML unchanged`, () => {
      expect(email).toMatchSnapshot()
    })
  }

  it('the reminder headers unchanged', () => {
    expect(unsubscribeHeaders(publicUrl, 'tok')).toMatchSnapshot()
  })
})

// Every WhatsApp message a notice sends (ADR 051): its template filled with the kind's parameters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any kind, whatever its recipients
const whatsapp = <O>(kind: NoticeKind<O, any>, occurrence: O) => {
  const { notice, template, params } = kind.whatsapp!
  const definition = TEMPLATES[template ?? notice]
  const filled = params(occurrence)
  return { template: definition.name, text: fillTemplate(definition, filled), filled }
}
const reminderRow = {
  ...bid.game,
  ...person,
  status: 'waiting' as const,
  confirmedCount: 12,
  slots: 24,
}
const messages = {
  bidOpened: whatsapp(bidOpened, { ...about, game }),
  reminder: whatsapp(reminder, { row: reminderRow, forecast, publicUrl, token: 'tok' }),
  reminderNoForecast: whatsapp(reminder, {
    row: reminderRow,
    forecast: null,
    publicUrl,
    token: 't',
  }),
  slotOpened: whatsapp(slotOpened, { ...bid, companyPlayerId: 3, now: new Date() }),
  bidMoved: whatsapp(bidMoved, {
    ...bid,
    version: 2,
    before: { dayOfMatch: '2030-11-27T19:00:00', location: null },
  }),
  bidCancelled: whatsapp(bidCancelled, { ...bid, now: new Date() }),
  chargeReminder: whatsapp(chargeReminder, reminded),
  craque: whatsapp(craqueElected, {
    companyId: 1,
    bidDayId: 2,
    groupName: game.groupName,
    bidNumber: 7,
    winners: ['Zé', 'Tião'],
  }),
  autoConfirmed: whatsapp(autoConfirmed, {
    ...bid,
    companyPlayerId: 3,
    links: { ...links, token: 'tok' },
  }),
  guaranteeLost: whatsapp(guaranteeLost, {
    ...bid,
    companyPlayerId: 3,
    bidNumbers: [5, 6],
    weeks: 4,
  }),
  dateSkipped: whatsapp(dateSkipped, skipped),
  dateSkippedNoReason: whatsapp(dateSkipped, { ...skipped, reason: null }),
  dateUnskipped: whatsapp(dateUnskipped, { ...skipped, toldOnWhatsApp: [3] }),
}

describe('the WhatsApp text of every notice kind that declares it', () => {
  for (const [name, message] of Object.entries(messages)) {
    it(`${name}: template and parameters unchanged`, () => {
      expect(message).toMatchSnapshot()
    })
  }
})

// 'Lembrar quem não respondeu': the reminder's texts under the nudge's own keys.
describe('the nudge', () => {
  const nudged = {
    row: reminderRow,
    forecast,
    publicUrl,
    token: 'tok',
    sentAt: new Date('2030-11-26T15:00:00Z'),
  }
  it('email, push and WhatsApp unchanged', () => {
    expect({
      key: nudge.email!.key(nudged, reminderRow),
      email: nudge.email!.texts(nudged, reminderRow),
      push: nudge.push!.texts(nudged),
      whatsapp: whatsapp(nudge, nudged),
    }).toMatchSnapshot()
  })
})
