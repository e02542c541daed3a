import { registrationSchema } from '@bidfut/domain/contracts/profile'
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

/** /registro positions with the labels SPEC §3 gives them. */
export const registerPositionOptions = [
  { value: 'goleiro', label: 'Goleiro' },
  { value: 'zagueiro', label: 'Zagueiro' },
  { value: 'lateral', label: 'Lateral' },
  { value: 'meio-campo', label: 'Meia' },
  { value: 'atacante', label: 'Atacante' },
] as const

export const registerResolver = schemaResolver<RegisterFormValues>(
  registrationSchema,
  (values) => ({
    confirmPassword:
      values.confirmPassword && values.password !== values.confirmPassword
        ? 'As senhas não coincidem.'
        : undefined,
    nomeDaPelada:
      !values.convite && !values.nomeDaPelada.trim() ? 'Informe o nome da pelada.' : undefined,
  }),
)
