import { messageResponseSchema, photoUploadResponseSchema } from '../contracts/profile.ts'
import { endpoint } from './endpoint.ts'

/** The profile photo: one `imageFile` part, under PHOTO_MAX_BYTES. */
export const uploadProfilePhoto = endpoint({
  method: 'POST',
  path: '/accounts/upload-image-profile',
  body: 'multipart',
  responses: { 200: photoUploadResponseSchema },
})

export const removeProfilePhoto = endpoint({
  method: 'DELETE',
  path: '/accounts/profile-image',
  responses: { 200: messageResponseSchema },
})
