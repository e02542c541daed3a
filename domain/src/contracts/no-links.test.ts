import { describe, expect, it } from 'vitest'
import { addSporadicPlayerRequestSchema, createBidRequestSchema } from './bids.ts'
import { groupSettingsSchema } from './group-settings.ts'
import { containsLink, LINK_NOT_ALLOWED } from './no-links.ts'
import { playerCreateSchema } from './players.ts'
import { registrationSchema } from './profile.ts'

describe('containsLink', () => {
  it.each([
    'http://exemplo.com',
    'Suporte Bidfut - confirme sua conta em http://x.y',
    'HTTPS://EXEMPLO.COM.BR/login',
    'hxxp://algo',
    'www.exemplo.com',
    'veja WWW.algo.net',
    'algo.com.br',
    'Pelada do Zé.com',
    'bit.ly/x',
    'acesse bit.ly',
    't.co/abc',
    'algo.xyz/abc',
    'meusite.io',
    'contato@golpe.com',
    'entre em 192.168.0.1',
  ])('finds a link in %j', (value) => {
    expect(containsLink(value)).toBe(true)
  })

  it.each([
    'Pelada de Quinta',
    'Av. Brasil, 1000',
    'Av.Paulista 900',
    'J. R. Silva',
    'Pelada S.A.',
    'São Paulo F.C.',
    'Quadra 2.0',
    'Campo do Zé (R$ 10.50)',
    'Arena 7. Setor B',
    'Dr. Fulano',
    'João Paulo II',
    'Ginásio Municipal - Quadra 3',
  ])('leaves %j alone', (value) => {
    expect(containsLink(value)).toBe(false)
  })
})

describe('fields that travel in our emails refuse links with one message', () => {
  const issueAt = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

  it('the new pelada and the person at /registro', () => {
    const result = registrationSchema.safeParse({
      nome: 'Ana www.golpe.com',
      email: 'ana@exemplo.com',
      telefone: '11987654321',
      posicao: 'atacante',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      nomeDaPelada: 'Suporte Bidfut - confirme em http://golpe.com',
    })
    expect(issueAt(result)).toEqual({ nome: LINK_NOT_ALLOWED, nomeDaPelada: LINK_NOT_ALLOWED })
  })

  it('a player’s name and nickname, a guest’s name, the group settings and the BID place', () => {
    const player = playerCreateSchema.safeParse({
      fullName: 'bit.ly/premio',
      nickname: 'exemplo.com.br',
      playerPosition: 'striker',
      typePlayer: 'monthly',
    })
    expect(issueAt(player)).toEqual({ fullName: LINK_NOT_ALLOWED, nickname: LINK_NOT_ALLOWED })
    const settings = groupSettingsSchema.safeParse({
      name: 'Pelada',
      defaultLocationGame: 'www.mapa.com',
      forecastCity: null,
      remindersEnabled: true,
      linkPreviews: true,
    })
    expect(issueAt(settings)).toEqual({ defaultLocationGame: LINK_NOT_ALLOWED })
    const bid = createBidRequestSchema.safeParse({
      dayOfMatch: '2026-11-26T20:00',
      location: 'https://mapa.exemplo/quadra',
    })
    expect(issueAt(bid)).toEqual({ location: LINK_NOT_ALLOWED })
    const guest = addSporadicPlayerRequestSchema.safeParse({
      bidDayId: 1,
      companyPlayerId: 0,
      playerName: 'Zé golpe.com',
    })
    expect(issueAt(guest)).toEqual({ playerName: LINK_NOT_ALLOWED })
  })
})
