import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { BusyButton } from '@/components/busy-button'
import { Button } from '@/components/ui/button'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'

/**
 * Asks before an irreversible action; stays open (and busy) while `pending`. Cancelling (the
 * first focus, and Escape) changes nothing; focus then goes back to the control that opened it.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  prompt,
  confirmLabel,
  busyLabel = confirmLabel,
  cancelLabel = 'Voltar',
  pending,
  onConfirm,
  alternative,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  prompt: ReactNode
  confirmLabel: string
  /** What the button says while the action runs; its own label by default. */
  busyLabel?: string
  cancelLabel?: string
  pending: boolean
  onConfirm: () => void
  /** A second way forward, between going back and the action (a safer choice). */
  alternative?: { label: string; onSelect: () => void }
  /** More to choose before the action, under the prompt (the finish's 'Faltou sem avisar'). */
  children?: ReactNode
}) {
  // Opened from code, not from a Radix trigger: Radix would return focus to a trigger it does not
  // have, and focus would fall to the page's start. Back to the control that opened it instead.
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement
  }, [open])
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return
          event.preventDefault()
          opener.current.focus()
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{prompt}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          {alternative ? (
            <Button variant="outline" disabled={pending} onClick={alternative.onSelect}>
              {alternative.label}
            </Button>
          ) : null}
          <BusyButton
            variant="destructive"
            busy={pending}
            busyLabel={busyLabel}
            onClick={onConfirm}
          >
            {confirmLabel}
          </BusyButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
