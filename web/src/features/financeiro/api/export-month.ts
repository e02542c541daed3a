import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { FinanceExport } from '@bidfut/domain/contracts/finance'
import * as finance from '@bidfut/domain/endpoints/finance'
import { apiCall } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'

/** The month's CSV text, saved here as a file. */
export async function exportMonth(month: string): Promise<FinanceExport> {
  return apiCall(finance.exportCharges, { query: { month } })
}

/** Saves the text byte for byte: the BOM at its start tells spreadsheets it is UTF-8. */
function save({ filename, csv }: FinanceExport) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function useExportMonth() {
  return useMutation({
    mutationFn: exportMonth,
    onSuccess: save,
    onError: (error) => toast.error('Erro ao exportar', { description: errorMessage(error) }),
  })
}
