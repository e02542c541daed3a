import type { RefObject } from 'react'
import { ChevronRight, Mail } from 'lucide-react'
import { Link } from 'react-router'
import { roleLabels } from '@bidfut/domain/contracts/enums'
import type { MyGroup } from '@bidfut/domain/contracts/memberships'
import { LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { Badge } from '@/components/ui/badge'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { useSwitchGroup } from '@/lib/switch-group'
import { useMyGroups } from '../api/get-my-groups'
import { errorMessage } from '@/lib/error-message'

function GroupText({ group }: { group: MyGroup }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <span className="truncate font-medium">{group.groupName}</span>
      <span className="text-sm text-muted-foreground">{roleLabels[group.role]}</span>
    </span>
  )
}

const rowClass = 'flex min-h-14 w-full items-center gap-3 rounded-lg border px-3 py-2 text-left'

/** 'Trocar de pelada': the person's groups; choosing another one enters it. */
export function SwitchGroupDialog({
  open,
  onOpenChange,
  pendingInvitations,
  returnFocusTo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  pendingInvitations: number
  /**
   * Opened from a menu item that is gone by the time the dialog closes: focus goes back here
   * instead of being lost.
   */
  returnFocusTo?: RefObject<HTMLElement | null>
}) {
  const groups = useMyGroups()
  const switchGroup = useSwitchGroup()
  const choosing = switchGroup.isPending ? switchGroup.variables.companyPlayerId : null

  const choose = (group: MyGroup) =>
    switchGroup.mutate(
      { companyPlayerId: group.companyPlayerId, groupName: group.groupName },
      { onSuccess: () => onOpenChange(false) },
    )

  return (
    <Dialog open={open} onOpenChange={(next) => !switchGroup.isPending && onOpenChange(next)}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return
          event.preventDefault()
          returnFocusTo.current.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>Trocar de pelada</DialogTitle>
          <DialogDescription>Escolha a pelada que você quer acompanhar agora.</DialogDescription>
        </DialogHeader>
        {groups.data ? (
          <ul aria-label="Suas peladas" className="grid gap-2">
            {groups.data.map((group) => (
              <li key={group.companyPlayerId}>
                {group.current ? (
                  <div
                    aria-current="true"
                    className={cn(rowClass, 'border-primary/50 bg-secondary')}
                  >
                    <GroupText group={group} />
                    <Badge>Atual</Badge>
                  </div>
                ) : (
                  <button
                    type="button"
                    disabled={switchGroup.isPending}
                    aria-busy={choosing === group.companyPlayerId || undefined}
                    onClick={() => choose(group)}
                    className={cn(
                      rowClass,
                      'transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60',
                    )}
                  >
                    <GroupText group={group} />
                    {choosing === group.companyPlayerId ? (
                      <Spinner className="text-primary" />
                    ) : (
                      <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
                    )}
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : groups.isError ? (
          <LoadErrorAlert
            title="Erro ao carregar suas peladas"
            message={errorMessage(groups.error)}
            retrying={groups.isFetching}
            onRetry={() => void groups.refetch()}
          />
        ) : (
          <LoadingStatus label="Carregando suas peladas..." className="py-6" />
        )}
        {pendingInvitations > 0 ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <Mail aria-hidden="true" className="size-4 text-primary" />
            Você tem{' '}
            {pendingInvitations === 1
              ? 'um convite pendente'
              : `${pendingInvitations} convites pendentes`}
            .
            <Link
              to="/convites"
              onClick={() => onOpenChange(false)}
              className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              Ver convites
            </Link>
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
