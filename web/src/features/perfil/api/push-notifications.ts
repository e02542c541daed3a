import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { PushDevice } from '@bidfut/domain/contracts/push'
import { errorMessage } from '@/lib/error-message'
import { getPushDevice, subscribePush, unsubscribePush } from '@/lib/push-device'
import { useSession } from '@/lib/session-store'

/** Per account: another person signed in on this browser has their own answer. */
export const pushDeviceKey = (playerId: number | undefined) =>
  ['accounts', 'push-device', playerId] as const

export function usePushDevice() {
  const playerId = useSession()?.id
  return useQuery(
    queryOptions({
      queryKey: pushDeviceKey(playerId),
      queryFn: ({ signal }) => getPushDevice(signal),
      enabled: playerId !== undefined,
    }),
  )
}

export const PUSH_SAVE_ERROR = 'Erro ao salvar notificações'

/** Subscribes with `kinds`, or unsubscribes with null. */
export function useSavePushDevice() {
  const queryKey = pushDeviceKey(useSession()?.id)
  return useMutation({
    mutationKey: ['accounts', 'push-device'],
    mutationFn: (kinds: PushDevice['kinds'] | null) =>
      kinds === null ? unsubscribePush() : subscribePush(kinds),
    onSuccess: (saved, kinds, _context, { client }) => {
      client.setQueryData<PushDevice>(queryKey, saved)
      if (kinds === null) toast.success('Notificações desativadas neste aparelho.')
    },
    onError: (error) => toast.error(PUSH_SAVE_ERROR, { description: errorMessage(error) }),
  })
}
