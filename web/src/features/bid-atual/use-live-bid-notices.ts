import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { useSession } from '@/lib/session-store'
import { liveBidKey, type LiveBidState } from './api/get-current-bid'
import { changeNotices } from './live-bid-changes'

/** Announces what a poll brought (never the user's own edits), then forgets it. */
export function useLiveBidNotices(state: LiveBidState | undefined) {
  const client = useQueryClient()
  const companyPlayerId = useSession()?.companyPlayerId
  const changes = state?.changes
  const syncedAt = state?.syncedAt
  useEffect(() => {
    if (!changes) return
    changeNotices(changes).forEach((notice, index) => {
      toast(notice.message, {
        // Stable ids: announcing the same poll twice replaces the toasts instead of stacking them.
        id: `live-bid-${syncedAt}-${index}`,
        description: notice.description,
        duration: notice.duration,
      })
    })
    client.setQueryData<LiveBidState>(liveBidKey(companyPlayerId), (old) =>
      old && old.changes === changes ? { ...old, changes: null } : old,
    )
  }, [changes, syncedAt, client, companyPlayerId])
}
