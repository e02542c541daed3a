import { lazy, Suspense, useState, type ComponentProps } from 'react'
import { ChevronDown } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { UserAvatar } from '@/components/user-avatar'
import { useInvitations } from '@/features/convites/api/get-invitations'
import { useMyGroups } from '@/features/trocar-pelada/api/get-my-groups'
import { firstName } from '@bidfut/domain/rules/person-names'
import type { SessionData } from '@/lib/session-store'
import type { UserMenuTriggerData } from './user-menu-dropdown'

// The dropdown, the group switcher and their libraries load when the menu is first wanted (a
// pointer over it, focus, a tap): most visits never open it, and its code was a long task on
// every screen's first load.
const loadDropdown = () => import('./user-menu-dropdown')
const UserMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuDropdown })))

function pendingText(count: number): string {
  return count === 1 ? '1 convite pendente' : `${count} convites pendentes`
}

/** The avatar, first name and (with several groups) the group on screen. */
function UserMenuTrigger({
  session,
  groupName,
  pending,
  ...props
}: UserMenuTriggerData & ComponentProps<typeof Button>) {
  const first = firstName(session.name)
  const label = [first, groupName, 'menu do usuário', pending > 0 ? pendingText(pending) : null]
    .filter(Boolean)
    .join(', ')
  return (
    <Button
      variant="ghost"
      className="h-10 gap-2 px-2"
      aria-label={label.charAt(0).toUpperCase() + label.slice(1)}
      {...props}
    >
      <span className="relative">
        <UserAvatar name={session.name} photoUrl={session.photoUrl} />
        {pending > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-background bg-destructive"
          />
        ) : null}
      </span>
      {/* Between 768 and 1024 px the six links leave room for the avatar only. */}
      <span className="flex min-w-0 flex-col items-start leading-tight md:max-lg:sr-only">
        <span className="max-w-28 truncate">{first}</span>
        {groupName ? (
          <span className="max-w-28 truncate text-xs font-normal text-muted-foreground">
            {groupName}
          </span>
        ) : null}
      </span>
      <ChevronDown aria-hidden="true" className="text-muted-foreground" />
    </Button>
  )
}

export function UserMenu({ session }: { session: SessionData }) {
  // Failures stay quiet here: the menu simply offers less, and /convites explains its own.
  const groups = useMyGroups().data ?? []
  const pending = useInvitations().data?.length ?? 0
  const [wanted, setWanted] = useState(false)
  const current = groups.find((group) => group.current)
  // With one group there is nothing to tell apart; with several, say which one is on screen.
  const groupName = groups.length > 1 ? current?.groupName : undefined
  const trigger: UserMenuTriggerData = { session, groupName, pending }

  if (!wanted) {
    return (
      <UserMenuTrigger
        {...trigger}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
        onClick={() => setWanted(true)}
      />
    )
  }
  return (
    <Suspense fallback={<UserMenuTrigger {...trigger} aria-haspopup="menu" aria-busy />}>
      <UserMenuDropdown
        trigger={trigger}
        groups={groups}
        Trigger={UserMenuTrigger}
        pendingLabel={pendingText(pending)}
      />
    </Suspense>
  )
}
