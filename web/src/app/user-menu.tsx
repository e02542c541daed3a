import { ChevronDown, LogOut, User } from 'lucide-react'
import { Link } from 'react-router'
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
import { firstName } from '@/lib/person-name'
import type { SessionData } from '@/lib/session-store'

export function UserMenu({ session }: { session: SessionData }) {
  const logout = useLogout()
  const first = firstName(session.name)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="h-10 gap-2 px-2"
          aria-label={first ? `${first}, menu do usuário` : 'Menu do usuário'}
        >
          <UserAvatar name={session.name} photoUrl={session.photoUrl} />
          {/* Between 768 and 1024 px the six links leave room for the avatar only. */}
          <span className="max-w-28 truncate md:max-lg:sr-only">{first}</span>
          <ChevronDown aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{session.name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">
            {session.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/perfil">
            <User aria-hidden="true" />
            Meu Perfil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
