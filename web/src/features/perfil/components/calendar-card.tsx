import { useState } from 'react'
import { RefreshCw } from 'lucide-react'
import { AddToCalendarCard } from '@/components/add-to-calendar'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
import { Button } from '@/components/ui/button'
import { useCalendarLinks } from '@/lib/calendar-links'
import { useRenewCalendarLinks } from '../api/renew-calendar-links'

export const RENEW_LINK = 'Renovar link'
export const RENEW_TITLE = 'Renovar o link do calendário?'
export const RENEW_PROMPT =
  'O link atual para de funcionar: os calendários que o assinaram deixam de receber seus jogos. Depois, adicione o calendário de novo com o link novo.'

/** 'Adicionar ao calendário' with 'Renovar link', for a link that reached someone it shouldn't. */
export function CalendarCard({ className }: { className?: string }) {
  const links = useCalendarLinks()
  const renew = useRenewCalendarLinks()
  const [asking, setAsking] = useState(false)
  return (
    <>
      <AddToCalendarCard
        className={className}
        footer={
          links.isSuccess ? (
            <div className="flex flex-col gap-1 border-t pt-3">
              <Button
                variant="link"
                className="h-auto self-start p-0"
                onClick={() => setAsking(true)}
              >
                <RefreshCw aria-hidden="true" />
                {RENEW_LINK}
              </Button>
            </div>
          ) : null
        }
      />
      <ConfirmActionDialog
        open={asking}
        onOpenChange={setAsking}
        title={RENEW_TITLE}
        prompt={RENEW_PROMPT}
        confirmLabel={RENEW_LINK}
        busyLabel="Renovando..."
        cancelLabel="Manter o link"
        pending={renew.isPending}
        onConfirm={() => renew.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </>
  )
}
