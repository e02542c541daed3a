import { ApiError } from '@/lib/api-error'

/**
 * A failure whose message was written for people, in pt-BR (the app's own words, thrown where a
 * browser API refused): with ApiError (the server's words), the only messages a screen shows.
 */
export class ShownError extends Error {}

/**
 * The text to show for a failure: the server's or the app's pt-BR message when there is one,
 * never a browser's or a library's (English, 'Registration failed - permission denied').
 */
export function errorMessage(error: unknown, fallback = 'Algo deu errado. Tente de novo.'): string {
  const ours = error instanceof ApiError || error instanceof ShownError
  return ours && error.message ? error.message : fallback
}
