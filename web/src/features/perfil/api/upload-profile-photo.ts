import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { errorBodySchema } from '@bidfut/domain/contracts/errors'
import { photoUploadResponseSchema } from '@bidfut/domain/contracts/profile'
import { ApiError, apiFetch, UNEXPECTED_RESPONSE } from '@/lib/api-client'
import { showProfilePhoto } from './show-profile-photo'

// A refusal may come as `{ success: false, message }` even with a 2xx; a body with no
// boolean success is 'Formato de resposta inválido do servidor'.
const uploadAnswerSchema = z.union([photoUploadResponseSchema, errorBodySchema])

export const uploadMessages = {
  invalidFormat: 'Formato de resposta inválido do servidor',
  invalidResponse: 'Resposta inválida do servidor',
  failed: 'Erro ao fazer upload da imagem',
} as const

/** POST /accounts/upload-image-profile (multipart, field imageFile); resolves to the new photo URL. */
export async function uploadProfilePhoto(file: File): Promise<string> {
  const body = new FormData()
  body.append('imageFile', file)
  let answer: z.infer<typeof uploadAnswerSchema> | null
  try {
    answer = await apiFetch('/accounts/upload-image-profile', {
      method: 'POST',
      body,
      schema: uploadAnswerSchema,
    })
  } catch (error) {
    if (error instanceof ApiError && error.message === UNEXPECTED_RESPONSE) {
      throw new ApiError(error.status, uploadMessages.invalidFormat)
    }
    throw error
  }
  if (!answer) throw new ApiError(200, uploadMessages.invalidResponse)
  if (!answer.success) throw new ApiError(200, answer.message || uploadMessages.failed)
  if (!answer.photoUrl) throw new ApiError(200, uploadMessages.invalidResponse)
  return answer.photoUrl
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: (photoUrl) => showProfilePhoto(queryClient, photoUrl),
  })
}
