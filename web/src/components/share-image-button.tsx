import { useEffect, useMemo, useState } from 'react'
import { Download, ImageIcon, Share2 } from 'lucide-react'
import { toast } from 'sonner'
import type { ShareFormat } from '@bidfut/domain/contracts/share'
import { LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import {
  canShareFiles,
  shareOrDownload,
  useSharedPicture,
  type PictureRequest,
} from '@/lib/shared-picture'
import { errorMessage } from '@/lib/error-message'

const FORMATS: { value: ShareFormat; label: string }[] = [
  { value: 'quadrado', label: 'Quadrado (grupo)' },
  { value: 'story', label: 'Story' },
]

/**
 * 'Compartilhar imagem' (ADR 048): the picture drawn by the server, shown with its pt-BR alt
 * text, square for the group or tall for stories; 'Compartilhar' hands the file to the phone's
 * share sheet where it takes files, 'Baixar imagem' saves it elsewhere.
 */
export function ShareImageButton({
  picture: request,
  fileName,
  title,
  alt,
  children = 'Compartilhar imagem',
  className,
}: {
  /** Which picture: `{ endpoint: share.teamsPicture, params: { bidDayId } }`. */
  picture: PictureRequest
  fileName: string
  /** The dialog's title and the share sheet's: 'Times do BID #12'. */
  title: string
  /** What the picture shows, for whoever cannot see it. */
  alt: string
  children?: string
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const [format, setFormat] = useState<ShareFormat>('quadrado')
  const picture = useSharedPicture({ picture: request, format, fileName, enabled: open })
  const file = picture.data
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  const sharesFiles = useMemo(() => open && canShareFiles(), [open])

  async function send() {
    if (!file) return
    const outcome = await shareOrDownload(file, title)
    if (outcome === 'downloaded') toast.success('Imagem baixada.')
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className={className} aria-label={`${children}: ${title}`}>
          <ImageIcon aria-hidden="true" />
          {children}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Imagem pronta para o grupo do WhatsApp ou o story.</DialogDescription>
        </DialogHeader>
        <div role="group" aria-label="Formato da imagem" className="grid grid-cols-2 gap-2">
          {FORMATS.map((option) => (
            <Button
              key={option.value}
              type="button"
              size="sm"
              variant={format === option.value ? 'default' : 'outline'}
              aria-pressed={format === option.value}
              onClick={() => setFormat(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </div>
        <div
          className={cn(
            'mx-auto flex w-full items-center justify-center overflow-hidden rounded-lg bg-muted',
            format === 'story' ? 'aspect-[9/16] max-w-56' : 'aspect-square max-w-80',
          )}
        >
          {url ? (
            <img src={url} alt={alt} className="size-full object-contain" />
          ) : picture.isError ? null : (
            <LoadingStatus label="Gerando imagem..." />
          )}
        </div>
        {picture.isError ? (
          <LoadErrorAlert
            title="Não foi possível gerar a imagem"
            message={errorMessage(picture.error)}
            onRetry={() => void picture.refetch()}
            retrying={picture.isFetching}
          />
        ) : null}
        <Button onClick={() => void send()} disabled={!file}>
          {sharesFiles ? <Share2 aria-hidden="true" /> : <Download aria-hidden="true" />}
          {sharesFiles ? 'Compartilhar' : 'Baixar imagem'}
        </Button>
      </DialogContent>
    </Dialog>
  )
}
