import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import type { Profile } from '@bidfut/domain/contracts/accounts'
import { ApiError, apiFetch } from '@/lib/api-client'
import { getSession, setSession } from '@/lib/session-store'

const uploadResponseSchema = z.looseObject({
  success: z.boolean(),
  photoUrl: z.string().nullish(),
  message: z.string().nullish(),
})

export const uploadMessages = {
  invalidFormat: 'Formato de resposta inválido do servidor',
  invalidResponse: 'Resposta inválida do servidor',
  failed: 'Erro ao fazer upload da imagem',
} as const

/** POST /accounts/upload-image-profile (multipart, field imageFile); resolves to the new photo URL. */
export async function uploadProfilePhoto(file: File): Promise<string> {
  const body = new FormData()
  body.append('imageFile', file)
  const response: unknown = await apiFetch('/accounts/upload-image-profile', {
    method: 'POST',
    body,
  })
  if (response === null) throw new ApiError(200, uploadMessages.invalidResponse)
  const parsed = uploadResponseSchema.safeParse(response)
  if (!parsed.success) throw new ApiError(200, uploadMessages.invalidFormat)
  if (!parsed.data.success) throw new ApiError(200, parsed.data.message || uploadMessages.failed)
  if (!parsed.data.photoUrl) throw new ApiError(200, uploadMessages.invalidResponse)
  return parsed.data.photoUrl
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: (photoUrl) => {
      const session = getSession()
      if (session) setSession({ ...session, photoUrl })
      queryClient.setQueriesData<Profile>({ queryKey: ['accounts', 'profile'] }, (profile) =>
        profile ? { ...profile, photoUrl } : profile,
      )
    },
  })
}
