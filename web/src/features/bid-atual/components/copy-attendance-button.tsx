import { ClipboardList } from 'lucide-react'
import { toast } from 'sonner'
import type { LiveBid } from '@bidfut/domain/contracts/bids'
import { Button } from '@/components/ui/button'
import { useCheckInShareUrl } from '../api/get-share-link'
import { buildAttendanceList } from '../attendance-list'
import { ShareButton } from '@/components/share-button'

/**
 * Copies the attendance list (where the clipboard is refused, shows it to copy by hand), or
 * shares it straight to the group chat.
 */
export function CopyAttendanceButton({ bid }: { bid: LiveBid }) {
  const checkInUrl = useCheckInShareUrl()
  async function copy() {
    const text = buildAttendanceList(bid, checkInUrl)
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API indisponível')
      await navigator.clipboard.writeText(text)
      toast.success('Lista de presença copiada!')
    } catch {
      window.alert(`Não foi possível copiar automaticamente. Copie a lista abaixo:\n\n${text}`)
    }
  }

  return (
    <div className="flex min-w-0 gap-2">
      <Button
        type="button"
        variant="outline"
        className="h-auto min-h-10 min-w-0 flex-1 shrink whitespace-normal sm:flex-none"
        onClick={() => void copy()}
      >
        <ClipboardList aria-hidden="true" />
        Copiar Lista de Presença
      </Button>
      <ShareButton
        label="Compartilhar lista de presença"
        text={() => buildAttendanceList(bid, checkInUrl)}
        iconOnPhone
      />
    </div>
  )
}
