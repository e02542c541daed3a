import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { type GroupSettings } from '@bidfut/domain/contracts/group-settings'
import * as groupSettings from '@bidfut/domain/endpoints/group-settings'
import { accountQueryKeys } from '@/lib/account-query-keys'
import { apiCall } from '@/lib/api-client'
import { getSession, setSession } from '@/lib/session-store'
import { weatherQueryKey } from '@/lib/weather-forecast'
import { groupSettingsKey } from './get-group-settings'

export const SETTINGS_SAVED = 'Configurações salvas.'

/** PUT /groups/settings: answers the settings as stored. */
export async function updateGroupSettings(settings: GroupSettings): Promise<GroupSettings> {
  return apiCall(groupSettings.updateGroupSettings, { body: settings })
}

/**
 * Saves the settings; what other screens read from them follows at once: the place new BIDs
 * start with (kept in the session), the group's name in the header and the forecast.
 */
export function useUpdateGroupSettings() {
  return useMutation({
    mutationFn: updateGroupSettings,
    onSuccess: async (saved, _settings, _context, { client }) => {
      const session = getSession()
      if (session) {
        client.setQueryData(groupSettingsKey(session.companyId), saved)
        if (session.defaultLocationGame !== saved.defaultLocationGame) {
          setSession({ ...session, defaultLocationGame: saved.defaultLocationGame })
        }
      }
      toast.success(SETTINGS_SAVED)
      await Promise.all([
        client.invalidateQueries({ queryKey: accountQueryKeys.myGroups }),
        client.invalidateQueries({ queryKey: weatherQueryKey }),
      ])
    },
  })
}
