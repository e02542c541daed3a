import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * A react-hook-form resolver for a form whose controls hold strings, checked by a shared zod
 * schema: each field gets the schema's first message.
 */
export function schemaResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return async (values) => {
    const parsed = schema.safeParse(values)
    if (parsed.success) return { values, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0])
      errors[field] ??= { type: issue.code, message: issue.message }
    }
    return { values: {}, errors: errors as FieldErrors<T> }
  }
}
