import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { type DeleteAccountRequest } from '@bidfut/domain/contracts/privacy'
import * as privacy from '@bidfut/domain/endpoints/privacy'
import { apiCall, apiDownload } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { clearSession } from '@/lib/session-store'

// 'Meus dados' (ADR 040), shared by /perfil and /minha-conta, the page of an account in no
// group (ADR 042): GET /me/data-export and POST /me/delete-account.

export const DOWNLOAD_DONE = 'Seus dados foram baixados.'
export const DOWNLOAD_ERROR = 'Não foi possível baixar seus dados'

/** GET /me/data-export: a zip with meus-dados.json and a readable index.html. */
export async function downloadMyData(): Promise<Blob> {
  return apiDownload(privacy.exportMyData)
}

/** Saves the zip through a temporary link: the token never goes in a URL. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function useDownloadMyData() {
  return useMutation({
    mutationKey: ['me', 'data-export'],
    mutationFn: downloadMyData,
    onSuccess: (blob) => {
      saveBlob(blob, `bidfut-meus-dados-${new Date().toISOString().slice(0, 10)}.zip`)
      toast.success(DOWNLOAD_DONE)
    },
    onError: (error) => toast.error(DOWNLOAD_ERROR, { description: errorMessage(error) }),
  })
}

/** POST /me/delete-account: the password and the typed confirmation. */
export async function deleteAccount(input: DeleteAccountRequest) {
  return apiCall(privacy.deleteAccount, { body: input })
}

/** On success the session is gone on the server too: forget it here and go to /login, as a logout. */
export function useDeleteAccount() {
  const navigate = useNavigate()
  return useMutation({
    mutationKey: ['me', 'delete-account'],
    mutationFn: deleteAccount,
    onSuccess: (result, _input, _context, { client }) => {
      clearSession()
      client.clear()
      toast.success(result.message)
      void navigate('/login', { replace: true })
    },
  })
}
