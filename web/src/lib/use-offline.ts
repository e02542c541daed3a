import { useSyncExternalStore } from 'react'
import { offlineDataSince, subscribeOfflineCopies } from '@/lib/offline-copies'

/** Why an action waits while the screen shows the kept copy of its data (ADR 041). */
export const OFFLINE_ACTION_REASON =
  'Sem conexão: o check-in volta a funcionar quando a internet voltar.'

/** The same on /bid-atual, for the organiser's actions. */
export const OFFLINE_ORGANISER_REASON =
  'Sem conexão: as ações do BID voltam a funcionar quando a internet voltar.'

/** The time of the data on screen when it is the offline copy; null when it is live. */
export function useOfflineDataSince(): number | null {
  return useSyncExternalStore(subscribeOfflineCopies, offlineDataSince, () => null)
}
