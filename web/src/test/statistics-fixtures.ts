import {
  activeBidStatsSchema,
  organiserBidDetailsSchema,
  goalsPerBidSchema,
  historyPageSchema,
  historyStatsSchema,
  monthlyPlayersSchema,
  playerSeasonStatsSchema,
  strikerSchema,
  strikersRankingSchema,
  topFiveScorersSchema,
  type ActiveBidStats,
  type OrganiserBidDetails,
  type GoalsPerBidItem,
  type HistoryItem,
  type HistoryPage,
  type HistoryStats,
  type MonthlyPlayers,
  type PlayerSeasonStats,
  type Striker,
  type StrikersRanking,
  type TopScorer,
} from '@bidfut/domain/contracts/statistics'

// Every fixture goes through the wire contract, so a test never feeds the screens a shape the
// server cannot send.

export function makeMonthlyPlayers(total = 17): MonthlyPlayers {
  return monthlyPlayersSchema.parse({ totalMonthlyPlayer: total })
}

export function makePlayerSeasonStats(
  overrides: Partial<PlayerSeasonStats> = {},
): PlayerSeasonStats {
  return playerSeasonStatsSchema.parse({
    season: 2026,
    totalGoals: 7,
    attendancePercentage: 83,
    timesHurt: 1,
    absences: { count: 2, games: 8 },
    goalsPerBid: [
      { bidDayId: 1, dayOfMatch: '2026-10-29T20:00:00', quantityOfGoals: 2 },
      { bidDayId: 2, dayOfMatch: '2026-11-05T20:00:00', quantityOfGoals: 0 },
      { bidDayId: 3, dayOfMatch: '2026-11-12T20:00:00', quantityOfGoals: 5 },
    ],
    ...overrides,
  })
}

const thursdays = [
  '2026-11-19T20:00:00',
  '2026-11-12T20:00:00',
  '2026-11-05T20:00:00',
  '2026-10-29T20:00:00',
  '2026-10-22T20:00:00',
]

export function makeGoalsPerBid(items?: Partial<GoalsPerBidItem>[]): GoalsPerBidItem[] {
  const defaults: Partial<GoalsPerBidItem>[] = items ?? [
    { totalGoals: 20, trend: 'up' },
    { totalGoals: 12, trend: 'down' },
    { totalGoals: 14, trend: 'stable' },
    { totalGoals: 14, trend: 'up' },
    { totalGoals: 0, trend: 'down' },
  ]
  return goalsPerBidSchema.parse(
    defaults.map((item, index) => ({
      bidDayId: 100 - index,
      number: 10 - index,
      dayOfMatch: thursdays[index % thursdays.length],
      totalGoals: 0,
      trend: 'stable',
      ...item,
    })),
  )
}

export function makeTopScorers(
  scorers: TopScorer[] = [
    { nickname: 'Dudu', quantityOfGoals: 14 },
    { nickname: 'Rafinha', quantityOfGoals: 11 },
    { nickname: 'Gabigol', quantityOfGoals: 9 },
    { nickname: 'Diegão', quantityOfGoals: 8 },
    { nickname: 'Lucão', quantityOfGoals: 6 },
  ],
): TopScorer[] {
  return topFiveScorersSchema.parse(scorers)
}

function activePlayer(companyPlayerId: number, name: string, overrides: object = {}) {
  return {
    companyPlayerId,
    name,
    bidStatus: 'confirmed',
    quantityOfGoals: 0,
    assistGoals: 0,
    ballRecoveries: 0,
    goalKeeperDefender: 0,
    weeklyTeam: false,
    ...overrides,
  }
}

export function makeActiveBidStats(overrides: Partial<ActiveBidStats> = {}): ActiveBidStats {
  return activeBidStatsSchema.parse({
    bidDayId: 11,
    dayOfMatch: '2026-11-26T20:00:00',
    monthly: [
      activePlayer(1, 'Bruninho', { bidStatus: 'waiting' }),
      activePlayer(2, 'Dudu', { quantityOfGoals: 3, assistGoals: 1, weeklyTeam: true }),
      activePlayer(3, 'Léo', { bidStatus: 'absent' }),
    ],
    goalKeeper: [activePlayer(4, 'Marquinhos', { goalKeeperDefender: 7 })],
    sporadicPlayer: [],
    ...overrides,
  })
}

export function makeHistoryStats(overrides: Partial<HistoryStats> = {}): HistoryStats {
  return historyStatsSchema.parse({
    totalGames: 23,
    totalPlayers: 31,
    averagePlayersPerGame: 18.43,
    totalGoals: 312,
    averageGoalsPerGame: 13.57,
    ...overrides,
  })
}

export function makeHistoryItem(number: number, overrides: Partial<HistoryItem> = {}): HistoryItem {
  return {
    bidDayId: 100 + number,
    number,
    bidStatus: 'finished',
    dayOfMatch: '2026-11-19T20:00:00',
    location: 'Arena Society Vila Madalena',
    totalPlayers: 18,
    totalGoals: 14,
    topScorer: 'Dudu',
    totalScorerGoals: 4,
    ...overrides,
  }
}

/** Page `pageNumber` of `totalRecords` finished BIDs, newest (highest number) first. */
export function makeHistoryPage(
  pageNumber: number,
  totalRecords: number,
  pageSize = 10,
): HistoryPage {
  const totalPages = Math.ceil(totalRecords / pageSize)
  const first = totalRecords - (pageNumber - 1) * pageSize
  const count = Math.max(0, Math.min(pageSize, first))
  return historyPageSchema.parse({
    data: Array.from({ length: count }, (_, i) => makeHistoryItem(first - i)),
    pageNumber,
    totalPages,
    totalRecords,
    hasPrevious: pageNumber > 1,
    hasNext: pageNumber < totalPages,
  })
}

/** A finished BID as an organiser sees it: every player with a skill level. */
export function makeBidDetails(overrides: Partial<OrganiserBidDetails> = {}): OrganiserBidDetails {
  const player = (companyPlayerId: number, name: string, extra: object) => ({
    companyPlayerId,
    name,
    bidStatus: 'confirmed',
    typePlayer: 'monthly',
    playerPosition: 'midfielder',
    skillLevel: 6,
    quantityOfGoals: 0,
    assistGoals: 0,
    ballRecoveries: 0,
    goalKeeperDefender: 0,
    weeklyTeam: false,
    ...extra,
  })
  return organiserBidDetailsSchema.parse({
    bidDayId: 110,
    number: 10,
    dayOfMatch: '2026-11-19T20:00:00',
    location: 'Arena Society Vila Madalena',
    topScorer: { name: 'Dudu', quantityOfGoals: 4 },
    weeklyTeam: ['Dudu', 'Marquinhos'],
    data: [
      player(1, 'Marquinhos', {
        typePlayer: 'goalkeeper',
        playerPosition: 'goalkeeper',
        skillLevel: 7,
        goalKeeperDefender: 9,
        weeklyTeam: true,
      }),
      player(2, 'Dudu', {
        playerPosition: 'striker',
        skillLevel: 9,
        quantityOfGoals: 4,
        assistGoals: 2,
        ballRecoveries: 1,
        weeklyTeam: true,
      }),
      player(3, 'Felipão', { bidStatus: 'hurt', playerPosition: 'defender', skillLevel: 5 }),
      player(4, 'Teteu', { typePlayer: 'sporadic', playerPosition: null, skillLevel: 7 }),
    ],
    ...overrides,
  })
}

export function makeStriker(
  companyPlayerId: number,
  nickname: string,
  quantityOfGoals: number,
  games: number,
  typePlayer: Striker['typePlayer'] = 'monthly',
): Striker {
  return strikerSchema.parse({
    companyPlayerId,
    nickname,
    quantityOfGoals,
    totalGoalsInGames: games,
    average: Math.round((quantityOfGoals / games) * 100) / 100,
    typePlayer,
  })
}

export function makeStrikersRanking(overrides: Partial<StrikersRanking> = {}): StrikersRanking {
  return strikersRankingSchema.parse({
    season: 2026,
    allStrikersScorers: [
      makeStriker(13, 'Dudu', 14, 9),
      makeStriker(4, 'Rafinha', 11, 10),
      makeStriker(21, 'Gabigol', 9, 4, 'sporadic'),
      makeStriker(42, 'Ana', 5, 8),
      makeStriker(1, 'Marquinhos', 1, 10, 'goalkeeper'),
    ],
    allStrikersScorersCurrentMonth: [makeStriker(21, 'Gabigol', 4, 2, 'sporadic')],
    totalGoals: 40,
    totalPlayers: 5,
    overallAverage: 1.02,
    bestAverage: 2.25,
    efficientPlayer: 'Dudu',
    ...overrides,
  })
}
