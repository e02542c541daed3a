import { CalendarPlus } from 'lucide-react'
import { Link } from 'react-router'
import { Button, type ButtonProps } from '@/components/ui/button'

/** An organiser's way to the BID form on /bid-atual, from a screen that has no open BID. */
export function CreateBidLink({
  first = false,
  size,
  className,
}: {
  /** The group has never had a BID: 'Criar o primeiro BID'. */
  first?: boolean
  size?: ButtonProps['size']
  className?: string
}) {
  return (
    <Button asChild size={size} className={className}>
      <Link to="/bid-atual">
        <CalendarPlus aria-hidden="true" />
        {first ? 'Criar o primeiro BID' : 'Criar BID'}
      </Link>
    </Button>
  )
}
