import type { UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ApiError } from '@/lib/api-client'
import type { PlayerFormValues } from './player-form'

/** Marks every invalid field and toasts the first message, as the register always did. */
export function showValidationErrors(
  setError: UseFormSetError<PlayerFormValues>,
  error: z.ZodError,
) {
  const seen = new Set<string>()
  error.issues.forEach((issue, index) => {
    const field = String(issue.path[0]) as keyof PlayerFormValues
    if (seen.has(field)) return
    seen.add(field)
    setError(field, { message: issue.message }, { shouldFocus: index === 0 })
  })
  toast.error('Erro de validação', { description: error.issues[0]?.message })
}

/** The server's per-field messages (400) shown under the fields they belong to. */
export function showServerFieldErrors(setError: UseFormSetError<PlayerFormValues>, error: unknown) {
  if (!(error instanceof ApiError) || !error.fieldErrors) return
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    setError(field as keyof PlayerFormValues, { message })
  }
}
