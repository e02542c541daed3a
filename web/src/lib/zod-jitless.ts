import { z } from 'zod'

// The CSP has no 'unsafe-eval': zod would probe `new Function` when it builds its first object
// schema, and the browser reports that as a violation. Each entry imports this before any schema.
z.config({ jitless: true })
