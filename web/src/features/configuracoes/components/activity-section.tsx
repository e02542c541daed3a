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
        <FilterSelect
          id="activity-person"
          label="Pessoa"
          all="Todas"
          value={filters.person}
          options={choices?.people.map((person) => ({ value: person.id, label: person.name }))}
          onChange={(value) => set({ person: value ? Number(value) : undefined })}
        />
        <FilterSelect
          id="activity-bid"
          label="BID"
          all="Todos"
          value={filters.bid}
          options={choices?.bids.map((bid) => ({ value: bid.id, label: `BID #${bid.number}` }))}
          onChange={(value) => set({ bid: value ? Number(value) : undefined })}
        />
        <FilterSelect
          id="activity-kind"
          label="Tipo"
          all="Todos"
          value={filters.kind}
          options={activityKindFilters.map((kind) => ({ value: kind.id, label: kind.label }))}
          onChange={(value) =>
            set({ kind: (value || undefined) as ActivityKindFilter | undefined })
          }
        />
      </div>
      <ActivityList
        query={activity}
        emptyTitle="Nenhuma atividade"
        emptyText="As mudanças nos BIDs, no cadastro e nas configurações aparecem aqui."
      />
    </>
  )
}

/** One of the log's filters: '' (all) or one choice. */
function FilterSelect({
  id,
  label,
  all,
  value,
  options = [],
  onChange,
}: {
  id: string
  label: string
  all: string
  value: string | number | undefined
  options?: { value: string | number; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
