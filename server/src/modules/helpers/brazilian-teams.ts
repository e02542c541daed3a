import type { BrazilianTeam } from '@bidfut/domain/contracts/players'

/** Clubs of the 2026 Brasileirão Série A and Série B, for the favourite-team picker. */
const SERIE_A_2026: BrazilianTeam[] = [
  { slug: 'athletico-paranaense', name: 'Athletico Paranaense' },
  { slug: 'atletico-mineiro', name: 'Atlético Mineiro' },
  { slug: 'bahia', name: 'Bahia' },
  { slug: 'botafogo', name: 'Botafogo' },
  { slug: 'chapecoense', name: 'Chapecoense' },
  { slug: 'corinthians', name: 'Corinthians' },
  { slug: 'coritiba', name: 'Coritiba' },
  { slug: 'cruzeiro', name: 'Cruzeiro' },
  { slug: 'flamengo', name: 'Flamengo' },
  { slug: 'fluminense', name: 'Fluminense' },
  { slug: 'gremio', name: 'Grêmio' },
  { slug: 'internacional', name: 'Internacional' },
  { slug: 'mirassol', name: 'Mirassol' },
  { slug: 'palmeiras', name: 'Palmeiras' },
  { slug: 'red-bull-bragantino', name: 'Red Bull Bragantino' },
  { slug: 'remo', name: 'Remo' },
  { slug: 'santos', name: 'Santos' },
  { slug: 'sao-paulo', name: 'São Paulo' },
  { slug: 'vasco-da-gama', name: 'Vasco da Gama' },
  { slug: 'vitoria', name: 'Vitória' },
]

const SERIE_B_2026: BrazilianTeam[] = [
  { slug: 'america-mineiro', name: 'América Mineiro' },
  { slug: 'athletic-club', name: 'Athletic Club' },
  { slug: 'atletico-goianiense', name: 'Atlético Goianiense' },
  { slug: 'avai', name: 'Avaí' },
  { slug: 'botafogo-sp', name: 'Botafogo-SP' },
  { slug: 'ceara', name: 'Ceará' },
  { slug: 'crb', name: 'CRB' },
  { slug: 'criciuma', name: 'Criciúma' },
  { slug: 'cuiaba', name: 'Cuiabá' },
  { slug: 'fortaleza', name: 'Fortaleza' },
  { slug: 'goias', name: 'Goiás' },
  { slug: 'juventude', name: 'Juventude' },
  { slug: 'londrina', name: 'Londrina' },
  { slug: 'nautico', name: 'Náutico' },
  { slug: 'novorizontino', name: 'Novorizontino' },
  { slug: 'operario-ferroviario', name: 'Operário Ferroviário' },
  { slug: 'ponte-preta', name: 'Ponte Preta' },
  { slug: 'sao-bernardo', name: 'São Bernardo' },
  { slug: 'sport', name: 'Sport' },
  { slug: 'vila-nova', name: 'Vila Nova' },
]

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' })

/** Every club once, sorted by name the way a Brazilian reader expects (accents ignored). */
export const BRAZILIAN_TEAMS: readonly BrazilianTeam[] = Object.freeze(
  [...SERIE_A_2026, ...SERIE_B_2026].sort((a, b) => collator.compare(a.name, b.name)),
)
