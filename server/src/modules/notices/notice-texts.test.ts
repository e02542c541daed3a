import { describe, expect, it } from 'vitest'
import type { WeatherForecast } from '@bidfut/domain/contracts/weather'
import { contactEmail } from '../contact/contact-email.ts'
import { chargeReminderEmail } from '../finance/charge-emails.ts'
import {
  accountExistsEmail,
  activationEmail,
  emailChangeConfirmation,
  emailChangeNotice,
  invitationEmail,
  passwordResetEmail,
  signupConfirmationEmail,
} from '../mail/templates.ts'
import { bidCancelledEmail, bidMovedEmail, slotOpenedEmail } from '../reminders/bid-notice-emails.ts'
import { unsubscribeHeaders } from '../reminders/reminder-planner.ts'
import { rainAlertEmail, reminderEmail } from '../reminders/reminder-emails.ts'
import { bidFinishedEmail } from '../results/craque-emails.ts'
import { bidOpenedEmail } from '../season/bid-opened-email.ts'

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

const emails = {
  reminderWaiting: reminderEmail({
    game,
    fullName,
    status: 'waiting',
    confirmedCount: 12,
    forecast,
    publicUrl,
    links,
  }),
  reminderConfirmedNoForecast: reminderEmail({
    game: noPlace,
    fullName,
    status: 'confirmed',
    confirmedCount: 24,
    forecast: null,
    publicUrl,
    links,
  }),
  rainAlert: rainAlertEmail({ game, fullName, forecast, publicUrl }),
  bidCancelled: bidCancelledEmail({ game, fullName, publicUrl }),
  bidMovedEverything: bidMovedEmail({
    game,
    fullName,
    before: { dayOfMatch: '2030-11-27T19:00:00', location: null },
    publicUrl,
  }),
  bidMovedTime: bidMovedEmail({
    game,
    fullName,
    before: { dayOfMatch: '2030-11-28T19:30:00', location: 'Arena Central' },
    publicUrl,
  }),
  slotOpened: slotOpenedEmail({ game, fullName, publicUrl }),
  bidOpened: bidOpenedEmail({ game, fullName, publicUrl, links }),
  bidFinishedOneHour: bidFinishedEmail({
    game,
    fullName,
    voteUrl: `${publicUrl}/craque/tok`,
    hours: 1,
    publicUrl,
  }),
  bidFinished: bidFinishedEmail({
    game,
    fullName,
    voteUrl: `${publicUrl}/craque/tok`,
    hours: 24,
    publicUrl,
  }),
  chargeReminder: chargeReminderEmail({
    fullName,
    groupName: game.groupName,
    description: 'Mensalidade de novembro',
    amountCents: 123456,
    dueDate: '2030-11-10',
    url: `${publicUrl}/minhas-cobrancas`,
  }),
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
  invitation: invitationEmail({ fullName, groupName: game.groupName, url: `${publicUrl}/convites` }),
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
