import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { WhatsAppSetting, WhatsAppUpdate } from '@bidfut/domain/contracts/whatsapp'
import * as whatsapp from '@bidfut/domain/endpoints/whatsapp'
import { apiCall } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { useSession } from '@/lib/session-store'

export const WHATSAPP_ON = 'Avisos pelo WhatsApp ativados.'
export const WHATSAPP_OFF = 'Avisos pelo WhatsApp desativados.'
export const WHATSAPP_SAVED = 'Preferências do WhatsApp salvas.'

/** GET /profile/whatsapp: the account's own consent (the same in every pelada). */
export async function getWhatsAppSetting(signal?: AbortSignal): Promise<WhatsAppSetting> {
  return apiCall(whatsapp.whatsappSetting, { signal })
}

/** Per signed-in membership, as the other /perfil choices (the consent itself is the account's). */
export const whatsappSettingKey = (companyPlayerId: number | undefined) =>
  ['accounts', 'whatsapp', companyPlayerId] as const

export function useWhatsAppSetting() {
  const playerId = useSession()?.companyPlayerId
  return useQuery(
    queryOptions({
      queryKey: whatsappSettingKey(playerId),
      queryFn: ({ signal }) => getWhatsAppSetting(signal),
      enabled: playerId !== undefined,
    }),
  )
}

/** PUT /profile/whatsapp: only the caller's own consent. */
export async function updateWhatsAppSetting(update: WhatsAppUpdate): Promise<WhatsAppSetting> {
  return apiCall(whatsapp.setWhatsappSetting, { body: update })
}

export function useUpdateWhatsAppSetting() {
  const queryKey = whatsappSettingKey(useSession()?.companyPlayerId)
  return useMutation({
    mutationKey: ['accounts', 'whatsapp'],
    mutationFn: updateWhatsAppSetting,
    onSuccess: (saved, update, _context, { client }) => {
      const before = client.getQueryData<WhatsAppSetting>(queryKey)
      client.setQueryData<WhatsAppSetting>(queryKey, saved)
      if (before?.optIn === saved.optIn && update.kindsOff) toast.success(WHATSAPP_SAVED)
      else toast.success(saved.optIn ? WHATSAPP_ON : WHATSAPP_OFF)
    },
    onError: (error) => {
      toast.error('Erro ao salvar avisos pelo WhatsApp', { description: errorMessage(error) })
    },
  })
}
