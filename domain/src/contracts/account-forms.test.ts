import { describe, expect, it } from 'vitest'
import { playerCreateSchema, playerUpdateSchema } from './players.ts'
import {
  activationFormSchema,
  profileUpdateSchema,
  profileUpdateSchemaFor,
  registrationSchema,
  resetPasswordSchema,
} from './profile.ts'

function messages(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  const out: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message
  return out
}

describe('player register schemas', () => {
  it('names every missing field of the add form', () => {
    expect(
      messages(
        playerCreateSchema.safeParse({
          fullName: ' ',
          nickname: '',
          playerPosition: '',
          typePlayer: '',
        }),
      ),
    ).toEqual({
      fullName: 'Nome completo é obrigatório',
      nickname: 'Apelido é obrigatório',
      playerPosition: 'Posição é obrigatória',
      typePlayer: 'Tipo do cadastro é obrigatório',
    })
  })

  it('defaults skill, status and role on add and normalises optional fields', () => {
    const parsed = playerCreateSchema.parse({
      fullName: 'Ana Souza',
      nickname: 'Aninha',
      playerPosition: 'striker',
      typePlayer: 'monthly',
      email: ' Ana@Exemplo.COM ',
      birthDate: '1990-05-20T00:00:00',
      phone: '',
    })
    expect(parsed).toMatchObject({
      skillLevel: 5,
      status: 1,
      role: 'member',
      email: 'ana@exemplo.com',
      birthDate: '1990-05-20',
      phone: null,
    })
  })

  it('requires skill, status and access profile on edit', () => {
    const result = playerUpdateSchema.safeParse({
      fullName: 'Ana',
      nickname: 'Aninha',
      playerPosition: 'striker',
      typePlayer: 'monthly',
    })
    expect(messages(result)).toEqual({
      skillLevel: 'Habilidade é obrigatória',
      status: 'Status é obrigatório',
      role: 'Perfil de acesso é obrigatório',
    })
  })

  it('refuses an impossible birth date and a skill outside 1 to 10', () => {
    const result = playerCreateSchema.safeParse({
      fullName: 'Ana',
      nickname: 'A',
      playerPosition: 'striker',
      typePlayer: 'monthly',
      birthDate: '2001-02-30',
      skillLevel: 11,
    })
    expect(messages(result)).toMatchObject({
      birthDate: 'Data de nascimento inválida',
      skillLevel: 'Habilidade deve ser um número de 1 a 10',
    })
  })
})

describe('activation form', () => {
  it('names every missing field', () => {
    const result = activationFormSchema.safeParse({
      fullName: '',
      email: '',
      birthDate: '',
      phone: '',
      playerPosition: '',
      newPassword: '',
      confirmNewPassword: '',
    })
    expect(messages(result)).toEqual({
      fullName: 'Nome completo é obrigatório',
      email: 'Email é obrigatório',
      birthDate: 'Data de nascimento é obrigatória',
      phone: 'Telefone é obrigatório',
      playerPosition: 'Posição é obrigatória',
      newPassword: 'Senha é obrigatória',
      confirmNewPassword: 'Confirmação de senha é obrigatória',
    })
  })

  it('checks email shape, password length and confirmation', () => {
    const result = activationFormSchema.safeParse({
      fullName: 'Ana',
      email: 'ana@',
      birthDate: '1990-01-01',
      phone: '(11) 98765-4321',
      playerPosition: 'striker',
      newPassword: '123',
      confirmNewPassword: '124',
    })
    expect(messages(result)).toEqual({
      email: 'Email inválido',
      newPassword: 'Senha deve ter pelo menos 6 caracteres',
      confirmNewPassword: 'As senhas não conferem',
    })
  })

  it('says the passwords do not match while another field is still missing', () => {
    const result = activationFormSchema.safeParse({
      fullName: 'Ana',
      email: 'ana@exemplo.com',
      birthDate: '1990-01-01',
      phone: '(11) 98765-4321',
      playerPosition: '',
      newPassword: 'segredo1',
      confirmNewPassword: 'segredo2',
    })
    expect(messages(result)).toEqual({
      playerPosition: 'Posição é obrigatória',
      confirmNewPassword: 'As senhas não conferem',
    })
  })
})

describe('profile password change', () => {
  const base = { fullName: 'Ana', email: 'ana@exemplo.com' }

  it('needs nothing when no new password is typed', () => {
    expect(profileUpdateSchema.safeParse({ ...base, password: '' }).success).toBe(true)
  })

  it('asks an account with a password for it, a match and 6 characters', () => {
    expect(
      messages(
        profileUpdateSchemaFor({ hasPassword: true }).safeParse({
          ...base,
          newPassword: '12345',
          confirmNewPassword: '54321',
        }),
      ),
    ).toEqual({
      password: 'Para alterar a senha, informe sua senha atual.',
      confirmNewPassword: 'A nova senha e a confirmação devem ser iguais.',
      newPassword: 'A nova senha deve ter pelo menos 6 caracteres.',
    })
  })
})

describe('registration and reset', () => {
  const registration = {
    nome: 'Ana Souza',
    email: 'ana@exemplo.com',
    telefone: '(11) 98765-4321',
    posicao: 'meio-campo',
    password: 'segredo1',
    confirmPassword: 'segredo1',
  }

  it('requires the group name only without an invite', () => {
    expect(messages(registrationSchema.safeParse(registration))).toEqual({
      nomeDaPelada: 'Informe o nome da pelada.',
    })
    expect(registrationSchema.safeParse({ ...registration, convite: 'abc' }).success).toBe(true)
  })

  it("says 'As senhas não coincidem.' on a mismatch", () => {
    const result = registrationSchema.safeParse({
      ...registration,
      nomeDaPelada: 'P',
      confirmPassword: 'outra1',
    })
    expect(messages(result)).toEqual({ confirmPassword: 'As senhas não coincidem.' })
  })

  it('names the mismatch and the missing pelada together with the other errors', () => {
    const result = registrationSchema.safeParse({
      ...registration,
      posicao: '',
      confirmPassword: 'outra1',
    })
    expect(messages(result)).toEqual({
      posicao: 'Posição é obrigatória',
      confirmPassword: 'As senhas não coincidem.',
      nomeDaPelada: 'Informe o nome da pelada.',
    })
  })

  it('checks the reset passwords', () => {
    const result = resetPasswordSchema.safeParse({
      token: 't',
      newPassword: 'abcdef',
      confirmNewPassword: 'abcdeg',
    })
    expect(messages(result)).toEqual({ confirmNewPassword: 'As senhas não conferem' })
  })

  it('says the reset passwords do not match even without a token', () => {
    const result = resetPasswordSchema.safeParse({ newPassword: 'abcdef', confirmNewPassword: 'x' })
    expect(messages(result)).toEqual({
      token: 'Token não fornecido',
      confirmNewPassword: 'As senhas não conferem',
    })
  })
})
