import { ClipboardList } from 'lucide-react'
import { toast } from 'sonner'
import type { LiveBid } from '@bidfut/domain/contracts/bids'
import { Button } from '@/components/ui/button'
import { buildAttendanceList } from '../attendance-list'

/** Copies the attendance list; where the clipboard is refused, shows it to copy by hand. */
export function CopyAttendanceButton({ bid }: { bid: LiveBid }) {
  async function copy() {
    const text = buildAttendanceList(bid)
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API indisponível')
      await navigator.clipboard.writeText(text)
      toast.success('Lista de presença copiada!')
    } catch {
      window.alert(`Não foi possível copiar automaticamente. Copie a lista abaixo:\n\n${text}`)
    }
  }

  return (
    <Button type="button" variant="outline" onClick={() => void copy()}>
      <ClipboardList aria-hidden="true" />
      Copiar Lista de Presença
    </Button>
  )
}
