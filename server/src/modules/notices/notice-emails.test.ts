import { describe, expect, it } from 'vitest'
import { gameTime } from './game-time.ts'
import { forecastWith } from '../reminders/reminders.test-kit.ts'
import { bidCancelled } from './kinds/bid-cancelled.ts'
import { bidMoved } from './kinds/bid-moved.ts'
import { rainAlertEmail } from './kinds/rain-alert.ts'
import { reminderEmail } from './kinds/reminder.ts'
import { movedToLine } from './kinds/moved-to-line.ts'
import { slotOpened } from './kinds/slot-opened.ts'

const links = {
  vou: 'https://bidfut.example/lembrete/tok?resposta=vou',
  naoVou: 'https://bidfut.example/lembrete/tok?resposta=nao-vou',
  sair: 'https://bidfut.example/lembrete/tok?resposta=sair',
}
const game = {
  groupName: 'Pelada <script>alert(1)</script> & Cia',
  bidNumber: 12,
  dayOfMatch: '2030-11-28T20:00:00',
  location: 'Arena "Society" <Centro>',
}
const aboutBid = {
  companyId: 1,
  bidDayId: 2,
  publicUrl: 'https://bidfut.example',
  game: { ...game, companyId: 1, bidDayId: 2, slots: 24, timeZone: 'America/Sao_Paulo' },
  now: new Date(),
}
const ze = { fullName: 'Zé', email: 'ze@exemplo.com', companyId: 1, companyPlayerId: 3 }
const bidCancelledEmail = () => bidCancelled.email!.texts(aboutBid, { ...aboutBid.game, ...ze })
const reminder = (overrides: Partial<Parameters<typeof reminderEmail>[0]> = {}) =>
  reminderEmail({
    game,
    fullName: "João <img src=x onerror=alert(1)> D'Ávila",
    status: 'waiting',
    confirmedCount: 9,
    slots: 24,
    forecast: forecastWith(35),
    publicUrl: 'https://bidfut.example',
    links,
    ...overrides,
  })

describe('the reminder email', () => {
  it('has the subject players scan for', () => {
    expect(reminder().subject).toBe('Lembrete: BID #12 na quinta, 28/11 às 20:00')
  })

  it('escapes every name in the HTML part and keeps them readable in the text part', () => {
    const { html, text } = reminder({ fullName: '<b>Zé</b> Silva' })
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>Zé</b>')
    expect(html).toContain('&lt;b&gt;Zé&lt;/b&gt;')
    expect(html).toContain('Pelada &lt;script&gt;alert(1)&lt;/script&gt; &amp; Cia')
    expect(html).toContain('Arena &quot;Society&quot; &lt;Centro&gt;')
    expect(text).toContain('Pelada <script>alert(1)</script> & Cia')
  })

  it('says when, where, how many are confirmed and the member’s status', () => {
    const { text, html } = reminder({ status: 'confirmed' })
    expect(text).toContain('Quando: quinta, 28/11 às 20:00')
    expect(text).toContain('Local: Arena "Society" <Centro>')
    expect(text).toContain('Confirmados: 9/24')
    expect(text).toContain('Seu status: Confirmado')
    expect(html).toContain('9/24')
  })

  it('carries both one-tap buttons and the opt-out link', () => {
    const { text, html } = reminder()
    expect(text).toContain(`Vou jogar: ${links.vou}`)
    expect(text).toContain(`Não vou: ${links.naoVou}`)
    expect(text).toContain(`Não quero mais receber lembretes: ${links.sair}`)
    expect(html).toContain(`href="${links.vou}"`)
    expect(html).toContain(`href="${links.naoVou}"`)
    expect(html).toContain(`href="${links.sair}"`)
    expect(html).toMatch(/>Vou jogar<\/a>/)
    expect(html).toMatch(/>Não vou<\/a>/)
  })

  it('links to the check-in, for an answer other than the two buttons', () => {
    const { text, html } = reminder()
    expect(text).toContain('Ou responda no app: https://bidfut.example/check-in')
    expect(html).toContain('href="https://bidfut.example/check-in"')
  })

  it('fits a phone: one 600 px column of tables with inline styles', () => {
    const { html } = reminder()
    expect(html).toContain('max-width:600px')
    expect(html).toContain('name="viewport"')
    expect(html).not.toMatch(/<style|class="/)
  })

  it('shows the forecast with an absolute icon URL, and nothing when there is none', () => {
    const withForecast = reminder()
    expect(withForecast.text).toContain(
      'Previsão do tempo em São Paulo: Parcialmente nublado, 23 °C',
    )
    expect(withForecast.text).toContain(
      'Mín. 18 °C · Máx. 28 °C · Chance de chuva 35 % · Umidade 71 %',
    )
    expect(withForecast.html).toContain(
      '<img src="https://bidfut.example/weather-icons/partly.png"',
    )
    const without = reminder({ forecast: null })
    expect(without.text).not.toContain('Previsão')
    expect(without.html).not.toContain('<img')
  })

  it("says 'a definir' when the BID has no place", () => {
    expect(reminder({ game: { ...game, location: null } }).text).toContain('Local: a definir')
  })
})

describe('the other reminder-family emails', () => {
  it("'Alto risco de chuva para o BID #N' gives the organiser the forecast", () => {
    const email = rainAlertEmail({
      game,
      fullName: 'Organizador',
      forecast: forecastWith(80),
      publicUrl: 'https://bidfut.example',
    })
    expect(email.subject).toBe('Alto risco de chuva para o BID #12')
    expect(email.text).toContain('80 % de chance de chuva')
    expect(email.text).toContain('Abrir o BID: https://bidfut.example/bid-atual')
    // The organiser acts on it in /bid-atual: moves or cancels the BID.
    expect(email.html).toContain('href="https://bidfut.example/bid-atual"')
    expect(email.html).not.toContain('<script>')
  })

  it("'BID #N cancelado' says which game is off", () => {
    const email = bidCancelledEmail()
    expect(email.subject).toBe('BID #12 cancelado')
    expect(email.text).toContain('Quando: quinta, 28/11 às 20:00')
    expect(email.html).toContain('Arena &quot;Society&quot;')
  })

  const before = { dayOfMatch: '2030-11-27T20:00:00', location: 'Campo' }
  it.each([
    ['BID #N cancelado', bidCancelledEmail()],
    [
      'nova data',
      bidMoved.email!.texts({ ...aboutBid, version: 1, before }, { ...aboutBid.game, ...ze }),
    ],
    [
      'Abriu uma vaga',
      slotOpened.email!.texts(
        { ...aboutBid, companyPlayerId: 3 },
        { ...ze, notGoing: links.naoVou },
      ),
    ],
    ['menos vagas', movedToLine.email!.texts({ ...aboutBid, companyPlayerId: 3, position: 1 }, ze)],
  ])("'%s' carries the link to the check-in in both parts", (_name, email) => {
    expect(email.text).toContain('Abrir o check-in: https://bidfut.example/check-in')
    expect(email.html).toMatch(
      /<a href="https:\/\/bidfut\.example\/check-in"[^>]*>Abrir o check-in<\/a>/,
    )
    expect(email.text).not.toContain('pelo app')
  })
})

describe('gameTime', () => {
  it.each([
    ['2030-11-24T09:00:00', 'no domingo, 24/11 às 09:00'],
    ['2030-11-25T19:30:00', 'na segunda, 25/11 às 19:30'],
    ['2030-11-30T08:00:00', 'no sábado, 30/11 às 08:00'],
    ['2031-01-01T21:00:00', 'na quarta, 01/01 às 21:00'],
  ])('%s reads "%s"', (dayOfMatch, words) => {
    expect(gameTime(dayOfMatch).onDay).toBe(words)
  })
})
