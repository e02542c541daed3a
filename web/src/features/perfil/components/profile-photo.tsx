import { useRef, type ChangeEvent } from 'react'
import { Camera, Trash2 } from 'lucide-react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { PHOTO_MAX_BYTES } from '@bidfut/domain/constants'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { UserAvatar } from '@/components/user-avatar'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { useRemoveProfilePhoto } from '../api/remove-profile-photo'
import { uploadMessages, useUploadProfilePhoto } from '../api/upload-profile-photo'

const PHOTO_ERROR_REDIRECT_MS = 2000

export function ProfilePhoto({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null)
  const upload = useUploadProfilePhoto()
  const remove = useRemoveProfilePhoto()
  const navigate = useNavigate()
  const busy = upload.isPending || remove.isPending

  const onRemove = async () => {
    try {
      toast.success(await remove.mutateAsync())
    } catch (error) {
      toast.error('Erro ao remover a foto', { description: errorMessage(error) })
    }
  }

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Clear it so choosing the same file again still fires a change.
    event.target.value = ''
    if (!file) return
    if (!file.type.startsWith('image/')) {
      toast.error('Tipo de arquivo inválido', {
        description: 'Escolha uma imagem (JPG, PNG ou WebP).',
      })
      return
    }
    if (file.size >= PHOTO_MAX_BYTES) {
      toast.error('Arquivo muito grande', { description: 'A imagem deve ter menos de 5 MB.' })
      return
    }
    try {
      await upload.mutateAsync(file)
      toast.success('Foto atualizada!')
    } catch (error) {
      if (error instanceof ApiError && (error.sessionEnded || error.status === 401)) {
        // Same id as the app's own notice, so the user sees one toast, not two.
        toast.error('Sessão expirada', {
          id: 'session-ended',
          description: 'Faça login novamente.',
        })
        setTimeout(() => void navigate('/login', { replace: true }), PHOTO_ERROR_REDIRECT_MS)
        return
      }
      toast.error(uploadMessages.failed, { description: errorMessage(error) })
    }
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative">
        <UserAvatar name={name} photoUrl={photoUrl} className="size-24 text-3xl" />
        {busy ? (
          <div
            role="status"
            className="absolute inset-0 flex items-center justify-center rounded-full bg-background/70"
          >
            <Spinner className="text-primary" />
            <span className="sr-only">
              {upload.isPending ? 'Enviando foto...' : 'Removendo foto...'}
            </span>
          </div>
        ) : null}
      </div>
      <input
        ref={inputRef}
        id="profile-photo-input"
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label="Escolher foto de perfil"
        onChange={(event) => void onFile(event)}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => inputRef.current?.click()}
        >
          <Camera aria-hidden="true" />
          Alterar foto
        </Button>
        {photoUrl ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => void onRemove()}
          >
            <Trash2 aria-hidden="true" />
            Remover foto
          </Button>
        ) : null}
      </div>
    </div>
  )
}
