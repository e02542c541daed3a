import { useId, useState, type KeyboardEvent } from 'react'
import { MapPin, RotateCw, Search } from 'lucide-react'
import type { CitySearchResult, ForecastCity } from '@bidfut/domain/contracts/group-settings'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { errorMessage } from '@/lib/error-message'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { CITY_SEARCH_MIN_LETTERS, useCitySearch } from '../api/search-city'
import { formatCoordinates } from '../settings-form-values'

export const CITY_SEARCH_DEBOUNCE_MS = 350
const LABEL = 'Cidade da previsão do tempo'
const HINT = 'A previsão do tempo dos BIDs e dos lembretes usa esta cidade.'

/**
 * 'Cidade da previsão do tempo': the chosen city with 'Trocar' and 'Remover', or a search box
 * whose results (Open-Meteo's geocoding) the organiser picks from; a city is never typed free.
 */
export function CityPicker({
  id,
  value,
  error,
  onPick,
  onRemove,
}: {
  id: string
  value: ForecastCity | null
  error?: string
  onPick: (result: CitySearchResult) => void
  onRemove: () => void
}) {
  const [changing, setChanging] = useState(false)
  // Focus follows the person: into the search box after 'Trocar'/'Remover', onto 'Trocar' after a pick.
  const [moveFocus, setMoveFocus] = useState(false)
  const searching = value === null || changing
  const labelId = `${id}-label`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`

  return (
    <div role="group" aria-labelledby={labelId} className="flex min-w-0 flex-col gap-2">
      <Label id={labelId} htmlFor={searching ? id : undefined}>
        {LABEL}
      </Label>
      {searching ? (
        <CitySearch
          id={id}
          describedBy={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          invalid={Boolean(error)}
          autoFocus={moveFocus}
          onPick={(result) => {
            onPick(result)
            setChanging(false)
            setMoveFocus(true)
          }}
          onCancel={
            value
              ? () => {
                  setChanging(false)
                  setMoveFocus(true)
                }
              : undefined
          }
        />
      ) : (
        <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-3 min-[400px]:flex-row min-[400px]:items-center">
          <div className="flex min-w-0 flex-1 items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="min-w-0">
              <p className="font-medium break-words">{value.name}</p>
              <p className="text-xs text-muted-foreground tabular-nums">
                {formatCoordinates(value)}
              </p>
            </div>
          </div>
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              autoFocus={moveFocus}
              onClick={() => {
                setChanging(true)
                setMoveFocus(true)
              }}
            >
              Trocar
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              onClick={() => {
                onRemove()
                setMoveFocus(true)
              }}
            >
              Remover
            </Button>
          </div>
        </div>
      )}
      <p id={hintId} className="text-xs text-muted-foreground">
        {value ? HINT : `${HINT} Sem cidade, não mostramos previsão.`}
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function citiesFound(count: number): string {
  return count === 1 ? '1 cidade encontrada' : `${count} cidades encontradas`
}

/** An ARIA 1.2 combobox: arrows move through the results, Enter picks, Escape goes back. */
function CitySearch({
  id,
  describedBy,
  invalid,
  autoFocus,
  onPick,
  onCancel,
}: {
  id: string
  describedBy: string
  invalid: boolean
  autoFocus: boolean
  onPick: (result: CitySearchResult) => void
  onCancel?: () => void
}) {
  const [text, setText] = useState('')
  const typed = text.trim()
  const term = useDebouncedValue(typed, CITY_SEARCH_DEBOUNCE_MS)
  const search = useCitySearch(term)
  const listId = useId()
  const statusId = `${id}-status`
  const longEnough = typed.length >= CITY_SEARCH_MIN_LETTERS
  // Results for an older term stay on screen while the next ones load; none below 2 letters.
  const results = longEnough && term.length >= CITY_SEARCH_MIN_LETTERS ? (search.data ?? []) : []
  const waiting = longEnough && (typed !== term || search.isFetching)
  // The highlighted option belongs to the results it was chosen in.
  const [highlight, setHighlight] = useState({ term: '', index: -1 })
  const active = highlight.term === term && highlight.index < results.length ? highlight.index : -1
  const optionId = (index: number) => `${listId}-option-${index}`
  const open = results.length > 0

  function move(step: number) {
    if (!open) return
    const next = active < 0 ? (step > 0 ? 0 : results.length - 1) : active + step
    setHighlight({ term, index: (next + results.length) % results.length })
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter') {
      // Enter here picks a city; it never submits the settings form.
      event.preventDefault()
      const result = results[active]
      if (result) onPick(result)
    } else if (event.key === 'Escape') {
      if (active >= 0) setHighlight({ term, index: -1 })
      else if (text) setText('')
      else onCancel?.()
    }
  }

  let status: string
  if (!longEnough) status = 'Digite pelo menos 2 letras da cidade.'
  else if (search.isError && !waiting) status = errorMessage(search.error)
  else if (waiting && !open) status = 'Buscando cidades...'
  else if (open) status = citiesFound(results.length)
  else status = `Nenhuma cidade encontrada para “${term}”.`

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={id}
            type="search"
            role="combobox"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={TEXT_MAX.citySearch}
            placeholder="Digite o nome da cidade"
            autoFocus={autoFocus}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-describedby={`${statusId} ${describedBy}`.trim()}
            aria-invalid={invalid || undefined}
            className="pl-9"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {waiting ? (
            <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-primary" />
          ) : null}
        </div>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
      </div>
      <div
        id={statusId}
        role="status"
        aria-live="polite"
        className={cn(
          'flex flex-wrap items-center gap-2 text-sm',
          search.isError && !waiting && longEnough ? 'text-destructive' : 'text-muted-foreground',
        )}
      >
        <span>{status}</span>
        {search.isError && !waiting && longEnough ? (
          <Button type="button" variant="outline" size="sm" onClick={() => void search.refetch()}>
            <RotateCw aria-hidden="true" />
            Tentar novamente
          </Button>
        ) : null}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Cidades encontradas"
        hidden={!open}
        className="flex max-h-80 flex-col overflow-y-auto rounded-lg border bg-popover p-1 shadow-sm"
      >
        {results.map((result, index) => (
          <li
            key={`${result.latitude},${result.longitude},${result.label}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the search box, as the combobox pattern wants.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => {
              if (index !== active) setHighlight({ term, index })
            }}
            onClick={() => onPick(result)}
            className={cn(
              'flex min-h-11 cursor-pointer flex-col justify-center rounded-md px-3 py-2',
              index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
            )}
          >
            <span className="font-medium break-words">{result.label}</span>
            <span className="text-xs text-muted-foreground tabular-nums">
              {formatCoordinates(result)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
