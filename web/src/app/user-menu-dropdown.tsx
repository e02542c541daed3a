import { useRef, useState, type ComponentProps, type ComponentType } from 'react'
import { ArrowLeftRight, Download, LogOut, Mail, Settings, User, Wallet } from 'lucide-react'
import { Link } from 'react-router'
import type { MyGroup } from '@bidfut/domain/contracts/memberships'
import { Badge } from '@/components/ui/badge'
import type { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { useLogout } from '@/features/auth/api/logout'
import { SwitchGroupDialog } from '@/features/trocar-pelada/components/switch-group-dialog'
import { canManageSettings } from '@bidfut/domain/contracts/enums'
import { canManageFinance } from '@bidfut/domain/contracts/finance'
import type { SessionData } from '@/lib/session-store'
import { InstallAppSheet } from '@/components/install-app-sheet'
import { promptInstall, rememberInstallDismissed, useInstallOffer } from '@/lib/app-install'

export type UserMenuTriggerData = {
  session: SessionData
  groupName: string | undefined
  pending: number
}

type Props = {
  trigger: UserMenuTriggerData
  groups: MyGroup[]
  /** The menu's button and the invitations' words come from user-menu.tsx, which loads this file. */
  Trigger: ComponentType<UserMenuTriggerData & ComponentProps<typeof Button>>
  pendingLabel: string
}

/** Opens as it arrives: it loads when the user first reaches for the menu (user-menu.tsx). */
export function UserMenuDropdown({ trigger, groups, Trigger, pendingLabel }: Props) {
  const { session, pending } = trigger
  const logout = useLogout()
  const [switching, setSwitching] = useState(false)
  const installOffer = useInstallOffer()
  const [iphoneSheet, setIphoneSheet] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const current = groups.find((group) => group.current)
  const canSwitch = groups.length > 1 || pending > 0

  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>
          <Trigger ref={triggerRef} {...trigger} />
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
          {canManageFinance(session.role) ? (
            <DropdownMenuItem asChild>
              <Link to="/financeiro">
                <Wallet aria-hidden="true" />
                Financeiro
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
            <Link to="/convites" aria-label={pending > 0 ? `Convites, ${pendingLabel}` : undefined}>
              <Mail aria-hidden="true" />
              Convites
              {pending > 0 ? (
                <Badge variant="destructive" className="ml-auto" aria-hidden="true">
                  {pending}
                </Badge>
              ) : null}
            </Link>
          </DropdownMenuItem>
          {/* ADR 041: only where the browser offers it, and never again once dismissed. */}
          {installOffer ? (
            <DropdownMenuItem
              onSelect={() =>
                installOffer === 'prompt' ? void promptInstall() : setIphoneSheet(true)
              }
            >
              <Download aria-hidden="true" />
              Instalar o app
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
            <LogOut aria-hidden="true" />
            Sair
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <InstallAppSheet
        open={iphoneSheet}
        onOpenChange={setIphoneSheet}
        onDismiss={() => {
          rememberInstallDismissed()
          setIphoneSheet(false)
        }}
      />
      <SwitchGroupDialog
        open={switching}
        onOpenChange={setSwitching}
        pendingInvitations={pending}
        returnFocusTo={triggerRef}
      />
    </>
  )
}
