import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as uploads from '@bidfut/domain/endpoints/uploads'
import { apiCall } from '@/lib/api-client'
import { ApiError, UNEXPECTED_RESPONSE } from '@/lib/api-error'
import { showProfilePhoto } from './show-profile-photo'

// A body outside the contract is 'Formato de resposta inválido do servidor'.
export const uploadMessages = {
  invalidFormat: 'Formato de resposta inválido do servidor',
  invalidResponse: 'Resposta inválida do servidor',
  failed: 'Erro ao fazer upload da imagem',
} as const

/** The photo as multipart (field imageFile); resolves to the new photo URL. */
export async function uploadProfilePhoto(file: File): Promise<string> {
  const body = new FormData()
  body.append('imageFile', file)
  try {
    const answer = await apiCall(uploads.uploadProfilePhoto, {
      body,
      emptyMessage: uploadMessages.invalidResponse,
    })
    return answer.photoUrl
  } catch (error) {
    if (error instanceof ApiError && error.message === UNEXPECTED_RESPONSE) {
      throw new ApiError(error.status, uploadMessages.invalidFormat)
    }
    throw error
  }
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: (photoUrl) => showProfilePhoto(queryClient, photoUrl),
  })
}
