import { Trash2 } from 'lucide-react'
import type { PastedPlayer } from '@bidfut/domain/rules/whatsapp-list'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import { fieldA11y, FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'

/** A preview row: the parsed player plus a key that survives edits and removals. */
export type PreviewRow = PastedPlayer & { key: number }

/**
 * The preview of a pasted list, one row per player, to fix before saving: the name, goalkeeper
 * or not, Mensal or Avulso, and a button to leave the row out. A list of rows rather than a
 * table, so it reads at 320 px; each control is named after its row.
 */
export function PastedPlayersTable({
  rows,
  errors,
  onChange,
  onRemove,
}: {
  rows: PreviewRow[]
  /** Messages by row key, from the shared schema. */
  errors: Record<number, string>
  onChange: (key: number, changes: Partial<PastedPlayer>) => void
  onRemove: (row: PreviewRow) => void
}) {
  return (
    <ol className="flex flex-col gap-2" aria-label="Jogadores da lista">
      {rows.map((row, index) => {
        const id = `pasted-${row.key}`
        const error = errors[row.key]
        const label = row.name.trim() || `linha ${index + 1}`
        return (
          <li
            key={row.key}
            className="grid grid-cols-[1fr_auto] items-start gap-x-2 gap-y-2 rounded-lg border p-2 sm:grid-cols-[2rem_1fr_auto_9rem_auto] sm:items-center"
          >
            <span
              aria-hidden="true"
              className="hidden text-right text-sm text-muted-foreground tabular-nums sm:block"
            >
              {index + 1}.
            </span>
            <FormField
              id={`${id}-name`}
              label={`Nome do jogador ${index + 1}`}
              labelClassName="sr-only"
              error={error}
              className="gap-1"
            >
              <Input
                {...fieldA11y(`${id}-name`, error)}
                value={row.name}
                maxLength={TEXT_MAX.fullName}
                autoComplete="off"
                onChange={(event) => onChange(row.key, { name: event.target.value })}
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="sm:order-last"
              aria-label={`Remover ${label}`}
              title={`Remover ${label}`}
              onClick={() => onRemove(row)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
            <div className="col-span-2 flex items-center gap-3 sm:col-span-1 sm:contents">
              <div className="flex h-10 shrink-0 items-center gap-2">
                <Checkbox
                  id={`${id}-gk`}
                  aria-label={`Goleiro (${label})`}
                  checked={row.goalkeeper}
                  onChange={(event) => onChange(row.key, { goalkeeper: event.target.checked })}
                />
                <Label htmlFor={`${id}-gk`}>Goleiro</Label>
              </div>
              <div className="min-w-0 flex-1">
                <Label htmlFor={`${id}-type`} className="sr-only">
                  Tipo de {label}
                </Label>
                <NativeSelect
                  id={`${id}-type`}
                  value={row.typePlayer}
                  disabled={row.goalkeeper}
                  onChange={(event) =>
                    onChange(row.key, {
                      typePlayer: event.target.value === 'sporadic' ? 'sporadic' : 'monthly',
                    })
                  }
                >
                  <option value="monthly">Mensal</option>
                  <option value="sporadic">Avulso</option>
                </NativeSelect>
              </div>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
