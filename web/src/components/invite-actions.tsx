import { ClipboardPaste } from 'lucide-react'
import { Link } from 'react-router'
import { ShareButton } from '@/components/share-button'
import { Button, type ButtonProps } from '@/components/ui/button'
import { inviteMessage } from '@/lib/share-text'

/** The group's invite link through the phone's share sheet, else WhatsApp, with its message. */
export function InviteShareButton({
  url,
  label,
  children,
}: {
  url: string
  /** The accessible name; it contains the visible words. */
  label: string
  children: string
}) {
  return (
    <ShareButton label={label} text={() => inviteMessage(url)}>
      {children}
    </ShareButton>
  )
}

/** 'Colar lista': to /colar-lista, where a WhatsApp list becomes players (ADR 032). */
export function PasteListLink({ variant = 'outline' }: { variant?: ButtonProps['variant'] }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/colar-lista">
        <ClipboardPaste aria-hidden="true" />
        Colar lista
      </Link>
    </Button>
  )
}
