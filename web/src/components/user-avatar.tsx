import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { cn } from '@/lib/cn'
import { initial } from '@/lib/person-name'

/**
 * The photo, else the placeholder picture, else (if the photo does not load) the name's initial.
 * The placeholder is drawn inline: it shows with the first paint, with no request and no re-render
 * once an image has loaded.
 */
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
      {photoUrl ? (
        <>
          <AvatarImage src={photoUrl} alt="" />
          <AvatarFallback aria-hidden="true">{initial(name)}</AvatarFallback>
        </>
      ) : (
        <PlaceholderPicture />
      )}
    </Avatar>
  )
}

function PlaceholderPicture() {
  return (
    // Important: a Button sizes every svg inside it as an icon (the header's menu holds this one).
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-full!">
      <rect width="64" height="64" fill="#e2e8f0" />
      <circle cx="32" cy="25" r="11" fill="#64748b" />
      <path d="M12 58c2-11 10-17 20-17s18 6 20 17z" fill="#64748b" />
    </svg>
  )
}
