import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { OFFLINE_ORGANISER_REASON, useOffline } from '@/lib/use-offline'

const NOTE_ID = 'bid-atual-offline'

/**
 * 'Sem conexão: …' once at the top of /bid-atual while it shows the kept copy of the BID
 * (ADR 041): what the organiser reads is real, but a change could not reach the server.
 */
export function OfflineActionsNote() {
  if (!useOffline()) return null
  return (
    <p
      id={NOTE_ID}
      role="status"
      className="mb-4 rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground"
    >
      {OFFLINE_ORGANISER_REASON}
    </p>
  )
}

/**
 * Organiser actions wait while offline: a disabled fieldset (every button, select and input in
 * it), described by the note's reason. Reading, opening a player's row and copying stay.
 */
export function OfflineActions({
  id,
  className,
  children,
}: {
  id?: string
  className?: string
  children: ReactNode
}) {
  const offline = useOffline()
  return (
    <fieldset
      id={id}
      disabled={offline}
      aria-describedby={offline ? NOTE_ID : undefined}
      className={cn('m-0 min-w-0 border-0 p-0', className)}
    >
      {children}
    </fieldset>
  )
}
