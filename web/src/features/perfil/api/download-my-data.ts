import * as privacy from '@bidfut/domain/endpoints/privacy'
import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { apiDownload } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'

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
