import { useRef, useState } from 'react'
import { ArrowLeftRight, ChevronDown, LogOut, Mail, Settings, User } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { UserAvatar } from '@/components/user-avatar'
import { useLogout } from '@/features/auth/api/logout'
import { useInvitations } from '@/features/convites/api/get-invitations'
import { useMyGroups } from '@/features/trocar-pelada/api/get-my-groups'
import { SwitchGroupDialog } from '@/features/trocar-pelada/components/switch-group-dialog'
import { firstName } from '@/lib/person-name'
import { canManageSettings } from '@/lib/roles'
import type { SessionData } from '@/lib/session-store'

function pendingText(count: number): string {
  return count === 1 ? '1 convite pendente' : `${count} convites pendentes`
}

export function UserMenu({ session }: { session: SessionData }) {
  const logout = useLogout()
  // Failures stay quiet here: the menu simply offers less, and /convites explains its own.
  const groups = useMyGroups().data ?? []
  const pending = useInvitations().data?.length ?? 0
  const [switching, setSwitching] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)

  const first = firstName(session.name)
  const current = groups.find((group) => group.current)
  // With one group there is nothing to tell apart; with several, say which one is on screen.
  const groupName = groups.length > 1 ? current?.groupName : undefined
  const canSwitch = groups.length > 1 || pending > 0
  const label = [first, groupName, 'menu do usuário', pending > 0 ? pendingText(pending) : null]
    .filter(Boolean)
    .join(', ')

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={triggerRef}
            variant="ghost"
            className="h-10 gap-2 px-2"
            aria-label={label.charAt(0).toUpperCase() + label.slice(1)}
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
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-w-[calc(100vw-1.5rem)]">
          <DropdownMenuLabel className="flex flex-col gap-0.5">
            <span className="truncate">{session.name}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">
              {session.email}
            </span>
            {current ? (
              <span className="truncate text-xs font-normal text-primary">{current.groupName}</span>
            ) : null}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to="/perfil">
              <User aria-hidden="true" />
              Meu Perfil
            </Link>
          </DropdownMenuItem>
          {canManageSettings(session.role) ? (
            <DropdownMenuItem asChild>
              <Link to="/configuracoes">
                <Settings aria-hidden="true" />
                Configurações
              </Link>
            </DropdownMenuItem>
          ) : null}
          {canSwitch ? (
            <DropdownMenuItem onSelect={() => setSwitching(true)}>
              <ArrowLeftRight aria-hidden="true" />
              Trocar de pelada
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem asChild>
            <Link
              to="/convites"
              aria-label={pending > 0 ? `Convites, ${pendingText(pending)}` : undefined}
            >
              <Mail aria-hidden="true" />
              Convites
              {pending > 0 ? (
                <Badge variant="destructive" className="ml-auto" aria-hidden="true">
                  {pending}
                </Badge>
              ) : null}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
            <LogOut aria-hidden="true" />
            Sair
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SwitchGroupDialog
        open={switching}
        onOpenChange={setSwitching}
        pendingInvitations={pending}
        returnFocusTo={triggerRef}
      />
    </>
  )
}
