import { useState } from 'react'
import { History } from 'lucide-react'
import { activityKindFilters, type ActivityKindFilter } from '@bidfut/domain/contracts/activity'
import { ActivityList } from '@/components/activity-list'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { useActivity, type ActivityFilters } from '../api/get-activity'
import { SettingsSection } from './settings-section'

/**
 * /configuracoes → 'Atividade': who changed what, newest first, by person, BID and kind. Read
 * when opened, so the page's first screen still waits for the settings only.
 */
export function ActivitySection({ className }: { className?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <Card className={className}>
      <CardContent className="pt-4 sm:pt-6">
        <SettingsSection id="activity" title="Atividade" icon={History}>
          <p className="text-sm text-muted-foreground">
            Quem mudou o quê: BIDs, status, estatísticas, cadastro e configurações. Guardado por 12
            meses.
          </p>
          {open ? (
            <ActivityLog />
          ) : (
            <Button
              variant="outline"
              className="self-start"
              aria-expanded={false}
              onClick={() => setOpen(true)}
            >
              Ver atividade
            </Button>
          )}
        </SettingsSection>
      </CardContent>
    </Card>
  )
}

function ActivityLog() {
  const [filters, setFilters] = useState<ActivityFilters>({})
  const activity = useActivity(filters)
  // The choices come with every page; the first one loaded keeps them while a filter loads.
  const choices = activity.data?.pages[0]
  const set = (patch: ActivityFilters) => setFilters((current) => ({ ...current, ...patch }))
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="activity-person">Pessoa</Label>
          <NativeSelect
            id="activity-person"
            value={filters.person ?? ''}
            onChange={(event) =>
              set({ person: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">Todas</option>
            {choices?.people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="activity-bid">BID</Label>
          <NativeSelect
            id="activity-bid"
            value={filters.bid ?? ''}
            onChange={(event) =>
              set({ bid: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">Todos</option>
            {choices?.bids.map((bid) => (
              <option key={bid.id} value={bid.id}>
                BID #{bid.number}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="activity-kind">Tipo</Label>
          <NativeSelect
            id="activity-kind"
            value={filters.kind ?? ''}
            onChange={(event) =>
              set({ kind: (event.target.value || undefined) as ActivityKindFilter | undefined })
            }
          >
            <option value="">Todos</option>
            {activityKindFilters.map((kind) => (
              <option key={kind.id} value={kind.id}>
                {kind.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <ActivityList
        query={activity}
        emptyTitle="Nenhuma atividade"
        emptyText="As mudanças nos BIDs, no cadastro e nas configurações aparecem aqui."
      />
    </>
  )
}
