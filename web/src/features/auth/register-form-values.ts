import { positionLabels, type Position } from '@bidfut/domain/contracts/enums'
import { registrationPositions, registrationSchema } from '@bidfut/domain/contracts/profile'
import { schemaResolver } from '@/lib/schema-resolver'

export type RegisterFormValues = {
  nome: string
  email: string
  telefone: string
  posicao: string
  password: string
  confirmPassword: string
  convite: string
  nomeDaPelada: string
}

export type RegisterPosition = keyof typeof registrationPositions

/** /registro's own position values, labelled as every other position select labels them. */
export const registerPositionOptions = (
  Object.entries(registrationPositions) as [RegisterPosition, Position][]
).map(([value, position]) => ({ value, label: positionLabels[position] }))

export const registerResolver = schemaResolver<RegisterFormValues>(registrationSchema)
