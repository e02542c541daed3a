import { z } from 'zod'
import { passwordText } from './person-fields.ts'

/** What the person types to confirm 'Excluir minha conta' (ADR 040). */
export const DELETE_ACCOUNT_PHRASE = 'EXCLUIR'

/** Exactly the phrase, in capitals as the page asks (a space a phone's keyboard adds aside). */
export function isDeletePhrase(typed: string): boolean {
  return typed.trim() === DELETE_ACCOUNT_PHRASE
}

export const deleteAccountRequestSchema = z.strictObject({
  password: passwordText('Digite a sua senha'),
  confirmation: z
    .string({ message: `Digite ${DELETE_ACCOUNT_PHRASE} para confirmar` })
    .refine(isDeletePhrase, `Digite ${DELETE_ACCOUNT_PHRASE} para confirmar`),
})
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>

/** GET /groups/closing and the answers of close and reopen: when the group's data goes. */
export const groupClosingSchema = z.object({ closesAt: z.string().nullable() })
export type GroupClosing = z.infer<typeof groupClosingSchema>

export const deleteAccountResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
})
