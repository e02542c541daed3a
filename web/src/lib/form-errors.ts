import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ApiError } from '@/lib/api-error'

/**
 * Marks every invalid field with its first message, focuses the first one and toasts `summary`
 * (by default the first message under 'Erro de validação').
 */
export function showValidationErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: z.ZodError,
  summary?: { title: string; description: string } | null,
) {
  const seen = new Set<string>()
  error.issues.forEach((issue, index) => {
    const field = String(issue.path[0])
    if (seen.has(field)) return
    seen.add(field)
    setError(field as Path<T>, { message: issue.message }, { shouldFocus: index === 0 })
  })
  const { title, description } = summary ?? {
    title: 'Erro de validação',
    description: error.issues[0]?.message,
  }
  toast.error(title, { description })
}

/**
 * The server's per-field messages (400) shown under the fields they belong to. Given the
 * submitted `values`, names the form does not hold are left out.
 */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  values?: T,
) {
  if (!(error instanceof ApiError) || !error.fieldErrors) return
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (!values || field in values) setError(field as Path<T>, { message })
  }
}
