import { z } from 'zod'

/** Zod's own messages (for checks without a custom one) in Portuguese, for server and web alike. */
export function usePortugueseMessages() {
  z.config(z.locales.pt())
}
