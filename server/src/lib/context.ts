import type { Role } from '@bidfut/domain/contracts/enums'

/** Who is calling. Taken from the verified access token only, never from the request body. */
export type Ctx = {
  companyId: number
  companyPlayerId: number
  playerId: number
  role: Role
}

/** A signed-in caller: the context plus the session (refresh family) their access token names. */
export type SessionCtx = Ctx & { sessionId: string }
