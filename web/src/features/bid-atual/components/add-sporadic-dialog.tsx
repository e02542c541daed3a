import { useId, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { UserCheck, UserPlus } from 'lucide-react'
import { DEFAULT_SKILL } from '@bidfut/domain/constants'
import type { LiveBid, SporadicPlayerChoice } from '@bidfut/domain/contracts/bids'
import {
  HELD_PLACE_QUESTION,
  heldPlacePrompt,
  needsHeldPlace,
} from '@bidfut/domain/rules/held-places'
import { positionLabels, positionSchema, type Position } from '@bidfut/domain/contracts/enums'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import { ConfirmActionDialog } from '@/components/confirm-action-dialog'
import { InputField, SelectField } from '@/components/form-field'
import { PositionOptions } from '@/components/position-options'
import { SkillOptions } from '@/components/skill-options'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { namesakeOf, useAddSporadicPlayer } from '../api/add-sporadic-player'
import { useSporadicPlayers } from '../api/get-sporadic-players'
import { filterSporadicChoices, findSporadicNamesake } from '../sporadic-suggestions'

type Draft = {
  name: string
  /** 0 = a new player registered by name. */
  companyPlayerId: number
  position: Position | null
  skill: number
}

const emptyDraft: Draft = { name: '', companyPlayerId: 0, position: null, skill: DEFAULT_SKILL }

/** A registered member under the typed name: offered instead of a second person. */
type Namesake = { companyPlayerId: number; name: string; choice?: SporadicPlayerChoice }

function positionText(position: Position | null): string {
  return position ? positionLabels[position] : 'Sem posição'
}

/**
 * 'Adicionar Avulso': a registered player picked from the suggestions, or a new one by name.
 * When the free slots are all held for the mensalistas (ADR 036), it asks before using one.
 */
export function AddSporadicDialog({ bid }: { bid: LiveBid }) {
  const { bidDayId } = bid
  const [open, setOpen] = useState(false)
  const [askingHeld, setAskingHeld] = useState(false)
  const [draft, setDraft] = useState<Draft>(emptyDraft)
  // The server knows members the suggestions leave out (inactive ones, say): its 409 names them.
  const [serverNamesake, setServerNamesake] = useState<Namesake | null>(null)
  const choices = useSporadicPlayers(bidDayId, open)
  const add = useAddSporadicPlayer()
  const submitRef = useRef<HTMLButtonElement>(null)
  const ids = { name: useId(), position: useId(), skill: useId(), list: useId(), offer: useId() }

  const typedNew = draft.companyPlayerId === 0
  const localChoice = typedNew ? findSporadicNamesake(choices.data ?? [], draft.name) : undefined
  const namesake: Namesake | null = localChoice
    ? { companyPlayerId: localChoice.companyPlayerId, name: localChoice.name, choice: localChoice }
    : typedNew
      ? serverNamesake
      : null
  const suggestions =
    typedNew && !namesake ? filterSporadicChoices(choices.data ?? [], draft.name) : []
  const blank = draft.name.trim() === ''

  function reset() {
    setDraft(emptyDraft)
    setServerNamesake(null)
  }

  function changeOpen(next: boolean) {
    if (add.isPending) return
    setOpen(next)
    if (!next) reset()
  }

  function takeNamesake(found: Namesake) {
    // Rendered first, so the submit button is enabled when it takes the focus.
    flushSync(() => {
      if (found.choice) pick(found.choice)
      else setDraft({ ...draft, name: found.name, companyPlayerId: found.companyPlayerId })
      setServerNamesake(null)
    })
    submitRef.current?.focus()
  }

  function pick(choice: SporadicPlayerChoice) {
    setDraft({
      name: choice.name,
      companyPlayerId: choice.companyPlayerId,
      position: choice.positionPlayer,
      skill: choice.skillLevel,
    })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (blank || namesake || add.isPending) return
    // Suggestions and new names are avulsos: their place may be one the window holds.
    if (needsHeldPlace(bid, { regular: false })) setAskingHeld(true)
    else send(false)
  }

  function send(useHeldPlace: boolean) {
    setAskingHeld(false)
    add.mutate(
      {
        bidDayId,
        companyPlayerId: draft.companyPlayerId,
        playerName: draft.name.trim(),
        positionPlayer: draft.position,
        skillLevel: draft.skill,
        useHeldPlace,
      },
      {
        onSuccess: () => {
          setOpen(false)
          reset()
        },
        onError: (error) => {
          const found = namesakeOf(error)
          if (found) setServerNamesake(found)
        },
      },
    )
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <UserPlus aria-hidden="true" />
          Adicionar Avulso
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adicionar Avulso</DialogTitle>
          <DialogDescription>
            Escolha um jogador cadastrado nas sugestões ou digite o nome de alguém novo.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <InputField
            id={ids.name}
            label="Nome"
            hint={draft.companyPlayerId !== 0 ? 'Jogador cadastrado selecionado.' : undefined}
            value={draft.name}
            autoComplete="off"
            maxLength={TEXT_MAX.sporadicName}
            required
            aria-controls={suggestions.length > 0 ? ids.list : undefined}
            aria-describedby={namesake ? ids.offer : undefined}
            onChange={(event) => {
              // Editing the name after a pick means someone else: forget the pick.
              setDraft({ ...draft, name: event.target.value, companyPlayerId: 0 })
              setServerNamesake(null)
            }}
          />
          {namesake ? (
            <div
              id={ids.offer}
              role="status"
              className="-mt-2 grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
            >
              <p className="font-medium">Já cadastrado: {namesake.name} — usar este?</p>
              <p className="text-xs">
                Se for outra pessoa, diferencie o nome (um sobrenome, por exemplo).
              </p>
              <Button
                type="button"
                size="sm"
                className="justify-self-start"
                onClick={() => takeNamesake(namesake)}
              >
                <UserCheck aria-hidden="true" />
                Usar este
              </Button>
            </div>
          ) : null}
          {suggestions.length > 0 ? (
            <ul
              id={ids.list}
              aria-label="Sugestões de jogadores cadastrados"
              className="-mt-2 grid gap-1 rounded-md border p-1"
            >
              {suggestions.map((choice) => (
                <li key={choice.companyPlayerId}>
                  <button
                    type="button"
                    onClick={() => pick(choice)}
                    className="flex min-h-10 w-full items-center justify-between gap-3 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <span className="min-w-0 truncate font-medium">{choice.name}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {positionText(choice.positionPlayer)} · H: {choice.skillLevel}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id={ids.position}
              label="Posição (opcional)"
              value={draft.position ?? ''}
              onChange={(event) => {
                const parsed = positionSchema.safeParse(event.target.value)
                setDraft({ ...draft, position: parsed.success ? parsed.data : null })
              }}
            >
              <PositionOptions placeholder="Sem posição" />
            </SelectField>
            <SelectField
              id={ids.skill}
              label="Habilidade (opcional)"
              value={draft.skill}
              onChange={(event) => setDraft({ ...draft, skill: Number(event.target.value) })}
            >
              <SkillOptions />
            </SelectField>
          </div>
          <DialogFooter>
            {/* Not disabled while it saves: that would drop keyboard focus; a second press waits. */}
            <Button
              ref={submitRef}
              type="submit"
              disabled={blank || !!namesake}
              aria-disabled={add.isPending || undefined}
              className="aria-disabled:opacity-60"
            >
              {add.isPending ? <Spinner /> : <UserPlus aria-hidden="true" />}
              Adicionar
            </Button>
          </DialogFooter>
        </form>
        {bid.monthlyWindow ? (
          <ConfirmActionDialog
            open={askingHeld}
            onOpenChange={setAskingHeld}
            title={HELD_PLACE_QUESTION}
            prompt={heldPlacePrompt(
              draft.name.trim(),
              bid.monthlyWindow,
              'Sem usar a vaga reservada, o avulso entra na lista de espera.',
            )}
            confirmLabel="Usar vaga reservada"
            alternative={{ label: 'Lista de espera', onSelect: () => send(false) }}
            pending={false}
            onConfirm={() => send(true)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
