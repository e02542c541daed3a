import type { PlayerEdit } from '@bidfut/domain/contracts/players'
import { DEFAULT_SKILL } from '@bidfut/domain/constants'

/** What the add and edit forms hold: every control's value as the DOM gives it. */
export type PlayerFormValues = {
  fullName: string
  email: string
  birthDate: string
  phone: string
  favoriteTeam: string
  nickname: string
  playerPosition: string
  skillLevel: string
  typePlayer: string
  status: string
  role: string
}

export const emptyPlayerForm: PlayerFormValues = {
  fullName: '',
  email: '',
  birthDate: '',
  phone: '',
  favoriteTeam: '',
  nickname: '',
  playerPosition: '',
  skillLevel: String(DEFAULT_SKILL),
  typePlayer: '',
  status: '1',
  role: 'member',
}

export function playerFormFromEdit(player: PlayerEdit): PlayerFormValues {
  return {
    fullName: player.fullName,
    email: player.email ?? '',
    birthDate: player.birthDate?.slice(0, 10) ?? '',
    phone: player.phone ?? '',
    favoriteTeam: player.favoriteTeam ?? '',
    nickname: player.nickname ?? '',
    playerPosition: player.playerPosition ?? '',
    skillLevel: String(player.skillLevel),
    typePlayer: player.typePlayer,
    status: String(player.status),
    role: player.role,
  }
}

const optionalNumber = (value: string) => (value === '' ? undefined : Number(value))
const optionalChoice = (value: string) => (value === '' ? undefined : value)

/** The form's strings in the shape the shared schemas read; a blank choice counts as missing. */
export function playerInputFromForm(values: PlayerFormValues) {
  return {
    fullName: values.fullName,
    email: values.email,
    birthDate: values.birthDate,
    phone: values.phone,
    favoriteTeam: values.favoriteTeam,
    nickname: values.nickname,
    playerPosition: optionalChoice(values.playerPosition),
    typePlayer: optionalChoice(values.typePlayer),
    skillLevel: optionalNumber(values.skillLevel),
    status: optionalNumber(values.status),
    role: optionalChoice(values.role),
  }
}
