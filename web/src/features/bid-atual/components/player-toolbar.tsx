import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { statFields, statLabels, type StatField } from '@/lib/bid-player-fields'
import { cn } from '@/lib/cn'
import { playerFilterLabels, playerFilters, type PlayerFilter } from '../player-filter'

/** The name search, the status filter and, on small screens, which stat the rows show. */
export function PlayerToolbar({
  filter,
  onFilterChange,
  search,
  onSearchChange,
  stat,
  onStatChange,
}: {
  filter: PlayerFilter
  onFilterChange: (filter: PlayerFilter) => void
  search: string
  onSearchChange: (search: string) => void
  /** null on large screens, where the table shows every stat. */
  stat: StatField | null
  onStatChange: (stat: StatField) => void
}) {
  const searchId = useId()
  const statId = useId()
  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
      <div className="flex flex-col gap-1.5 md:w-64">
        <Label htmlFor={searchId}>Buscar jogador</Label>
        <Input
          id={searchId}
          type="search"
          autoComplete="off"
          placeholder="Nome ou apelido"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div
        role="group"
        aria-label="Filtrar por status"
        className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 min-[440px]:grid-cols-4 md:flex"
      >
        {playerFilters.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={filter === option}
            onClick={() => onFilterChange(option)}
            className={cn(
              'h-9 rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
              filter === option && 'bg-background text-foreground shadow-sm',
            )}
          >
            {playerFilterLabels[option]}
          </button>
        ))}
      </div>
      {stat ? (
        <div className="flex items-center gap-2">
          <Label htmlFor={statId} className="shrink-0">
            Estatística nas linhas
          </Label>
          <NativeSelect
            id={statId}
            value={stat}
            onChange={(event) => {
              const next = statFields.find((field) => field === event.target.value)
              if (next) onStatChange(next)
            }}
          >
            {statFields.map((field) => (
              <option key={field} value={field}>
                {statLabels[field].title}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
    </div>
  )
}
