import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  type FinanceSettings,
  type FinanceSettingsResponse,
} from '@bidfut/domain/contracts/finance'
import * as finance from '@bidfut/domain/endpoints/finance'
import { apiCall } from '@/lib/api-client'
import { getSession } from '@/lib/session-store'
import { financeSettingsKey } from './get-finance-settings'

export const FINANCE_SAVED = 'Financeiro salvo. As cobranças do mês já foram criadas.'

/** PUT /finance/settings: saves and makes the charges due by now. */
export async function updateFinanceSettings(
  settings: FinanceSettings,
): Promise<FinanceSettingsResponse> {
  return apiCall(finance.updateFinanceSettings, { body: settings })
}

export function useUpdateFinanceSettings() {
  return useMutation({
    mutationFn: updateFinanceSettings,
    onSuccess: async (saved, _settings, _context, { client }) => {
      client.setQueryData(financeSettingsKey(getSession()?.companyId), saved)
      toast.success(FINANCE_SAVED)
      // /financeiro and 'Minhas cobranças' show the charges just made.
      await client.invalidateQueries({ queryKey: ['finance'] })
    },
  })
}
