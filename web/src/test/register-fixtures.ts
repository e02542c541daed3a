import { registeredPlayerSchema, type RegisteredPlayer } from '@bidfut/domain/contracts/players'

/** A card of the register, checked by the contract; by default added in the register, not joined yet. */
export function makeRegisteredPlayer(overrides: Partial<RegisteredPlayer> = {}): RegisteredPlayer {
  return registeredPlayerSchema.parse({
    id: 1,
    playerId: 1,
    name: 'Jogador',
    nickname: null,
    email: null,
    phone: null,
    photoUrl: null,
    playerPosition: 'striker',
    positionPlayer: 'striker',
    typePlayer: 'sporadic',
    quantityOfGoals: 0,
    attendancePercentage: 0,
    absences: { count: 0, games: 0 },
    skillLevel: 5,
    status: 1,
    role: 'member',
    activated: false,
    guest: false,
    ...overrides,
  })
}
