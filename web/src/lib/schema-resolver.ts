import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

type ExtraCheck<T> = (values: T) => Partial<Record<keyof T & string, string>>

/**
 * A react-hook-form resolver for a form whose controls hold strings, checked by a shared zod
 * schema: each field gets the schema's first message. `extra` adds messages the schema only
 * reports once every other field is valid (object-level refinements), so they show together.
 */
export function schemaResolver<T extends FieldValues>(
  schema: z.ZodType,
  extra?: ExtraCheck<T>,
): Resolver<T> {
  return async (values) => {
    const parsed = schema.safeParse(values)
    const errors: Record<string, { type: string; message: string }> = {}
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0])
        errors[field] ??= { type: issue.code, message: issue.message }
      }
    }
    for (const [field, message] of Object.entries(extra?.(values) ?? {})) {
      if (message) errors[field] ??= { type: 'custom', message: message as string }
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} }
    return { values: {}, errors: errors as FieldErrors<T> }
  }
}
