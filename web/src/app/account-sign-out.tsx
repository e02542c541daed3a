import { LogOut } from 'lucide-react'
import { useLogout } from '@/features/auth/api/logout'
import { BusyButton } from '@/components/busy-button'

/** 'Sair' for an account in no group (ADR 042): its header has no menu. */
export function AccountSignOut() {
  const logout = useLogout()
  return (
    <BusyButton
      size="sm"
      variant="outline"
      busy={logout.isPending}
      busyLabel="Saindo..."
      onClick={() => logout.mutate()}
    >
      <LogOut aria-hidden="true" />
      Sair
    </BusyButton>
  )
}
