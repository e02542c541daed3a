import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import { format } from 'date-fns'
import { CalendarPlus } from 'lucide-react'
import { DEFAULT_SLOTS, MAX_SLOTS, MIN_SLOTS } from '@bidfut/domain/constants'
import type { CreateBidRequest } from '@bidfut/domain/contracts/bids'
import { SLOTS_INVALID, slotsField } from '@bidfut/domain/contracts/group-settings'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import { InputField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { useSession } from '@/lib/session-store'
import { useCreateBid } from '../api/create-bid'
import { useNewBidDefaults } from '../api/get-new-bid-defaults'

export const MISSING_DATE_TIME = 'Por favor, preencha a data e hora do BID'
export const DATE_BEFORE_TODAY = 'A data do BID não pode ser anterior a hoje.'

/** What the form holds: the date, time and places inputs' own values and the typed place. */
export type BidScheduleDraft = { date: string; time: string; location: string; slots: string }

/** A BID's dayOfMatch ('2030-11-28T20:00:00'), place and places as the form's starting values. */
export function scheduleDraftOf(bid: {
  dayOfMatch: string
  location: string | null
  slots: number
}): BidScheduleDraft {
  return {
    date: bid.dayOfMatch.slice(0, 10),
    time: bid.dayOfMatch.slice(11, 16),
    location: bid.location ?? '',
    slots: String(bid.slots),
  }
}

/**
 * Date (from today), time and an optional place, checked as the server checks them; shared by
 * creating a BID and moving the open one.
 */
export function BidScheduleForm({
  initial,
  pending,
  submitLabel,
  submitIcon,
  onSubmit,
  serverError = null,
  onEdit,
}: {
  initial: BidScheduleDraft
  pending: boolean
  submitLabel: string
  submitIcon: ReactNode
  onSubmit: (request: CreateBidRequest) => void
  /** The server's refusal, shown in the form until a field changes (then `onEdit` clears it). */
  serverError?: string | null
  onEdit?: () => void
}) {
  const [date, setDate] = useState(initial.date)
  const [time, setTime] = useState(initial.time)
  const [location, setLocation] = useState(initial.location)
  const [slots, setSlots] = useState(initial.slots)
  const [touched, setTouched] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [slotsError, setSlotsError] = useState<string | null>(null)
  const ids = { date: useId(), time: useId(), location: useId(), slots: useId(), message: useId() }
  const today = format(new Date(), 'yyyy-MM-dd')
  const missing = !date || !time
  const message = error ?? serverError ?? (touched && missing ? MISSING_DATE_TIME : null)

  // A refusal names the date ('Já existe um BID aberto para 03/12'): the date is the field to
  // change, and the button the organiser pressed was disabled while it waited.
  useEffect(() => {
    if (serverError) document.getElementById(ids.date)?.focus()
  }, [serverError, ids.date])

  function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (missing) return setError(MISSING_DATE_TIME)
    // ISO dates compare as text.
    if (date < today) return setError(DATE_BEFORE_TODAY)
    setError(null)
    const places = slotsField.safeParse(slots.trim() === '' ? NaN : Number(slots))
    if (!places.success) return setSlotsError(SLOTS_INVALID)
    setSlotsError(null)
    onSubmit({
      dayOfMatch: `${date}T${time}:00`,
      location: location.trim() || null,
      slots: places.data,
    })
  }

  function edit(setter: (value: string) => void) {
    return (value: string) => {
      setter(value)
      setTouched(true)
      setError(null)
      onEdit?.()
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id={ids.date}
          label="Data"
          type="date"
          min={today}
          required
          value={date}
          aria-describedby={message ? ids.message : undefined}
          onChange={(event) => edit(setDate)(event.target.value)}
        />
        <InputField
          id={ids.time}
          label="Horário"
          type="time"
          required
          value={time}
          aria-describedby={message ? ids.message : undefined}
          onChange={(event) => edit(setTime)(event.target.value)}
        />
      </div>
      <InputField
        id={ids.location}
        label="Local (opcional)"
        value={location}
        maxLength={TEXT_MAX.location}
        onChange={(event) => {
          setLocation(event.target.value)
          onEdit?.()
        }}
      />
      <InputField
        id={ids.slots}
        label="Vagas"
        hint={`De ${MIN_SLOTS} a ${MAX_SLOTS} jogadores confirmados; os demais entram na lista de espera.`}
        type="number"
        inputMode="numeric"
        min={MIN_SLOTS}
        max={MAX_SLOTS}
        required
        className="sm:max-w-48"
        value={slots}
        error={slotsError ?? undefined}
        onChange={(event) => {
          setSlots(event.target.value)
          setSlotsError(null)
          onEdit?.()
        }}
      />
      {message ? (
        <p id={ids.message} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={missing || pending}>
        {pending ? <Spinner /> : submitIcon}
        {submitLabel}
      </Button>
    </form>
  )
}

export const SUGGESTED_SCHEDULE = 'Sugerimos o mesmo dia da semana e horário do último BID.'

/**
 * A new BID's form, starting from the group's usual weekday, time and place (blank date before
 * the first BID; the session's place if the suggestion cannot be loaded). Shared by 'Criar Novo
 * BID' (no BID open) and 'Criar outro BID' (one or more open, ADR 059).
 */
export function NewBidSchedule({
  submitLabel,
  pending,
  onSubmit,
  serverError,
  onEdit,
}: {
  submitLabel: string
  pending: boolean
  onSubmit: (request: CreateBidRequest) => void
  serverError?: string | null
  onEdit?: () => void
}) {
  const session = useSession()
  const defaults = useNewBidDefaults()
  const suggested = defaults.data
  const initial = suggested
    ? scheduleDraftOf({
        dayOfMatch: suggested.dayOfMatch ?? '',
        location: suggested.location ?? session?.defaultLocationGame ?? null,
        slots: suggested.slots,
      })
    : {
        date: '',
        time: '',
        location: session?.defaultLocationGame ?? '',
        slots: String(DEFAULT_SLOTS),
      }
  if (defaults.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        Carregando...
      </p>
    )
  }
  return (
    <>
      {suggested?.dayOfMatch ? (
        <p className="text-sm text-muted-foreground">{SUGGESTED_SCHEDULE}</p>
      ) : null}
      <BidScheduleForm
        initial={initial}
        pending={pending}
        submitLabel={submitLabel}
        submitIcon={<CalendarPlus aria-hidden="true" />}
        onSubmit={onSubmit}
        serverError={serverError}
        onEdit={onEdit}
      />
    </>
  )
}

/** Shown when no BID is open: the next BID's date, time, place and places. */
export function CreateBidForm() {
  const create = useCreateBid()
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle>Nenhum BID Aberto</CardTitle>
        <CardDescription>Crie o próximo BID para abrir o check-in dos jogadores.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <NewBidSchedule
          submitLabel="Criar Novo BID"
          pending={create.isPending}
          onSubmit={(request) => create.mutate(request)}
        />
      </CardContent>
    </Card>
  )
}
