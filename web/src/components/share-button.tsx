import { Share2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { shareText } from '@/lib/share-text'

/**
 * 'Compartilhar': the phone's share sheet, else WhatsApp with the text ready to send.
 * `iconOnPhone` keeps it beside a long button on narrow screens; its name stays `label`.
 */
export function ShareButton({
  text,
  label,
  iconOnPhone = false,
  children = 'Compartilhar',
}: {
  text: () => string
  label: string
  iconOnPhone?: boolean
  /** The visible words; `label` stays the accessible name. */
  children?: string
}) {
  return (
    <Button
      type="button"
      variant="outline"
      aria-label={label}
      title={label}
      className={cn(iconOnPhone && 'w-10 px-0 sm:w-auto sm:px-4')}
      onClick={() => void shareText(text())}
    >
      <Share2 aria-hidden="true" />
      <span className={cn(iconOnPhone && 'sr-only sm:not-sr-only')}>{children}</span>
    </Button>
  )
}
