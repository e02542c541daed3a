import type { LiveBid, LiveBidPlayer } from '@bidfut/domain/contracts/bids'

export function makePlayer(
  companyPlayerId: number,
  name: string,
  overrides: Partial<LiveBidPlayer> = {},
): LiveBidPlayer {
  return {
    companyPlayerId,
    name,
    status: 'waiting',
    playerPosition: 'midfielder',
    skillLevel: 5,
    quantityOfGoals: 0,
    assistGoals: 0,
    ballRecoveries: 0,
    goalKeeperDefender: 0,
    weeklyTeam: false,
    ...overrides,
  }
}

/** An open BID; totals follow the players' statuses unless overridden. */
export function makeLiveBid(overrides: Partial<LiveBid> = {}): LiveBid {
  const monthly = overrides.monthly ?? [
    makePlayer(1, 'Bruninho', { status: 'confirmed' }),
    makePlayer(2, 'Dudu', { playerPosition: 'striker', skillLevel: 9 }),
  ]
  const goalkeepers = overrides.goalkeepers ?? [
    makePlayer(3, 'Marquinhos', { playerPosition: 'goalkeeper', status: 'confirmed' }),
  ]
  const sporadicPlayers = overrides.sporadicPlayers ?? [
    makePlayer(4, 'Teteu', { status: 'absent', playerPosition: null }),
  ]
  const totalConfirmed = [...monthly, ...goalkeepers, ...sporadicPlayers].filter(
    (p) => p.status === 'confirmed',
  ).length
  return {
    bidDayId: 9,
    number: 31,
    dayOfMatch: '2030-11-28T19:30:00',
    location: 'Arena Central',
    isPast: false,
    status: 'open',
    totalConfirmed,
    totalPlayers: 24,
    totalAvailable: 24 - totalConfirmed,
    averageFilled: Math.round((totalConfirmed / 24) * 100),
    ...overrides,
    monthly,
    goalkeepers,
    sporadicPlayers,
  }
}
