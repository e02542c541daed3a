import { Button, type ButtonProps } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

/** A button that, while `busy`, cannot be pressed and shows a spinner and `busyLabel`. */
export function BusyButton({
  busy,
  busyLabel,
  children,
  ...props
}: Omit<ButtonProps, 'disabled' | 'asChild'> & { busy: boolean; busyLabel: string }) {
  return (
    <Button {...props} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <Spinner /> : null}
      {busy ? busyLabel : children}
    </Button>
  )
}
