import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { cn } from '@/lib/cn'
import { initial } from '@/lib/person-name'

const placeholderUrl = '/avatar-placeholder.svg'

/** The photo, else the placeholder picture, else (if neither loads) the name's initial. */
export function UserAvatar({
  name,
  photoUrl,
  className,
}: {
  name: string
  photoUrl: string | null | undefined
  className?: string
}) {
  return (
    <Avatar className={cn(className)}>
      <AvatarImage src={photoUrl || placeholderUrl} alt="" />
      <AvatarFallback aria-hidden="true">{initial(name)}</AvatarFallback>
    </Avatar>
  )
}
