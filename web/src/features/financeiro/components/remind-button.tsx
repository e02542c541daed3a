import { useState } from 'react'
import { Copy, Megaphone } from 'lucide-react'
import type { RemindResult } from '@bidfut/domain/contracts/finance'
import { BusyButton } from '@/components/busy-button'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { copyText } from '@/lib/copy-text'
import { useRemindOverdue } from '../api/remind-overdue'

const people = (n: number) => (n === 1 ? '1 jogador' : `${n} jogadores`)

/** 'Lembrete enviado a 12 jogadores; 5 receberam nos últimos 3 dias', then how it went. */
function remindedText(r: RemindResult): string {
  const sent =
    r.remindedPlayers > 0
      ? `Lembrete enviado a ${people(r.remindedPlayers)}`
      : 'Nenhum lembrete enviado'
  const unreachable = r.notReminded - r.recentlyReminded
  const rest = [
    r.recentlyReminded > 0
      ? `${r.recentlyReminded} ${r.recentlyReminded === 1 ? 'recebeu' : 'receberam'} nos últimos 3 dias`
      : null,
    unreachable > 0 ? `${unreachable} sem email, notificação nem WhatsApp` : null,
  ].filter(Boolean)
  const ways = [
    r.byWhatsApp > 0 ? `${r.byWhatsApp} pelo WhatsApp` : null,
    r.emailed > 0 ? `${r.emailed} por email` : null,
    r.pushedOnly > 0 ? `${r.pushedOnly} só por notificação` : null,
  ].filter(Boolean)
  return `${[sent, ...rest].join('; ')}.${ways.length > 0 ? ` (${ways.join(', ')})` : ''}`
}

/** 'Cobrar': emails the overdue and gives the WhatsApp text for the group's chat. */
export function RemindButton() {
  const remind = useRemindOverdue()
  const [result, setResult] = useState<RemindResult | null>(null)
  return (
    <>
      <BusyButton
        variant="outline"
        busy={remind.isPending}
        busyLabel="Cobrando..."
        onClick={() => remind.mutate(undefined, { onSuccess: setResult })}
      >
        <Megaphone aria-hidden="true" />
        Cobrar
      </BusyButton>
      <Dialog open={result !== null} onOpenChange={(open) => (open ? null : setResult(null))}>
        {result ? (
          <DialogContent className="max-h-[90dvh] overflow-y-auto">
            <DialogHeader>
              <DialogTitle>Cobrança enviada</DialogTitle>
              <DialogDescription>{remindedText(result)}</DialogDescription>
            </DialogHeader>
            <label htmlFor="whatsapp-text" className="text-sm font-medium">
              Texto para o WhatsApp
            </label>
            <textarea
              id="whatsapp-text"
              readOnly
              rows={10}
              value={result.whatsappText}
              className="w-full rounded-md border bg-muted/40 p-2 text-xs break-all"
            />
            <DialogFooter className="gap-2">
              <Button
                variant="outline"
                onClick={() =>
                  void copyText(result.whatsappText, {
                    copied: 'Texto copiado. Cole no grupo do WhatsApp.',
                    byHand: 'Selecione o texto e copie.',
                  })
                }
              >
                <Copy aria-hidden="true" />
                Copiar texto
              </Button>
              <Button asChild>
                <a
                  href={`https://wa.me/?text=${encodeURIComponent(result.whatsappText)}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  Abrir no WhatsApp
                </a>
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  )
}
