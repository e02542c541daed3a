import { Button, type ButtonProps } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { OFFLINE_BANNER_ID, useOffline } from '@/lib/use-offline'

/**
 * A button that, while `busy`, cannot be pressed and shows a spinner and `busyLabel`. Offline it
 * waits too, pointing at the banner's 'Sem conexão' for why: a tap would only spin.
 */
export function BusyButton({
  busy,
  busyLabel,
  children,
  ...props
}: Omit<ButtonProps, 'disabled' | 'asChild'> & { busy: boolean; busyLabel: string }) {
  const offline = useOffline()
  return (
    <Button
      {...props}
      disabled={busy || offline}
      aria-busy={busy || undefined}
      aria-describedby={offline ? OFFLINE_BANNER_ID : props['aria-describedby']}
    >
      {busy ? <Spinner /> : null}
      {busy ? busyLabel : children}
    </Button>
  )
}
