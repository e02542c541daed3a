import { useEffect, useMemo, useState } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { Plus, Search } from 'lucide-react'
import { toast } from 'sonner'
import { isOrganiser } from '@bidfut/domain/contracts/enums'
import type { PlayersListResponse, RegisteredPlayer } from '@bidfut/domain/contracts/players'
import { TEXT_MAX } from '@bidfut/domain/contracts/text'
import { PasteListLink } from '@/components/invite-actions'
import { PageHeader } from '@/components/page-header'
import { LoadErrorAlert, LoadingStatus } from '@/components/query-status'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useSession, type SessionData } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { claimsQueryOptions } from './api/get-claims'
import { inviteLinkQueryOptions } from './api/get-invite-link'
import { playersQueryOptions, usePlayers } from './api/get-players'
import { AddPlayerDialog } from './components/add-player-dialog'
import { ClaimsPanel } from './components/claims-panel'
import { ContactDialog } from './components/contact-dialog'
import { DeletePlayerDialog } from './components/delete-player-dialog'
import { EditPlayerDialog, type EditTarget } from './components/edit-player-dialog'
import { EmptyRegister } from './components/empty-register'
import { GuestsSection } from './components/guests-section'
import { InviteLinkPanel } from './components/invite-link-panel'
import { MergePlayerDialog } from './components/merge-player-dialog'
import { PlayerLinkDialog } from './components/player-link-dialog'
import { PlayerTabs } from './components/player-tabs'
import { filterPlayers } from './filter-players'
import { allPlayers, splitGuests } from './guests'
import { useScrollMemory } from './use-scroll-memory'
import { errorMessage } from '@/lib/error-message'

export function JogadoresPage() {
  useDocumentTitle('Jogadores')
  const players = usePlayers()
  const [search, setSearch] = useState('')
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<EditTarget | null>(null)
  const [deleting, setDeleting] = useState<RegisteredPlayer | null>(null)
  const [merging, setMerging] = useState<RegisteredPlayer | null>(null)
  const [linking, setLinking] = useState<RegisteredPlayer | null>(null)
  const [addingEmail, setAddingEmail] = useState<RegisteredPlayer | null>(null)
  useScrollMemory('jogadores:scrollY', players.isSuccess)

  useEffect(() => {
    if (!players.isError) return
    toast.error('Erro ao carregar jogadores', { description: errorMessage(players.error) })
  }, [players.isError, players.error])

  const filtered = useMemo(() => {
    if (!players.data) return undefined
    const shown: PlayersListResponse = {
      monthlyPlayers: filterPlayers(players.data.monthlyPlayers, search),
      goalKeepers: filterPlayers(players.data.goalKeepers, search),
      sporadicPlayers: filterPlayers(players.data.sporadicPlayers, search),
    }
    return splitGuests(shown)
  }, [players.data, search])

  // Nobody but the organiser looking at it: the register is still to be filled.
  const callerId = useSession()?.companyPlayerId
  const onlyTheCaller =
    !!players.data && allPlayers(players.data).every((player) => player.id === callerId)

  const edit = (player: RegisteredPlayer) =>
    setEditing({ playerId: player.playerId, companyPlayerId: player.id, name: player.name })
  const cardActions = {
    onEdit: edit,
    onDelete: setDeleting,
    onMerge: setMerging,
    onPlayerLink: setLinking,
    onAddEmail: setAddingEmail,
  }

  return (
    <>
      <PageHeader
        title="Jogadores"
        description="Cadastro de jogadores da pelada."
        actions={
          <>
            <PasteListLink />
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Adicionar Jogador
            </Button>
          </>
        }
      />
      <div className="flex flex-col gap-4">
        <ClaimsPanel />
        <InviteLinkPanel />

        <div className="flex flex-col gap-2">
          <Label htmlFor="player-search" className="sr-only">
            Buscar jogador
          </Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="player-search"
              type="search"
              placeholder="Nome, apelido ou posição"
              maxLength={TEXT_MAX.fullName}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
              autoComplete="off"
            />
          </div>
        </div>

        {players.isPending ? (
          <LoadingStatus label="Carregando jogadores..." />
        ) : players.isError ? (
          <LoadErrorAlert
            title="Erro ao carregar jogadores"
            message={errorMessage(players.error)}
            onRetry={() => void players.refetch()}
          />
        ) : filtered ? (
          <>
            {onlyTheCaller ? <EmptyRegister /> : null}
            <GuestsSection guests={filtered.guests} {...cardActions} />
            <PlayerTabs players={filtered.registered} {...cardActions} />
          </>
        ) : null}
      </div>

      <AddPlayerDialog open={adding} onOpenChange={setAdding} />
      <EditPlayerDialog target={editing} onClose={() => setEditing(null)} />
      <DeletePlayerDialog player={deleting} onClose={() => setDeleting(null)} />
      <PlayerLinkDialog player={linking} onClose={() => setLinking(null)} />
      <ContactDialog player={addingEmail} onClose={() => setAddingEmail(null)} />
      <MergePlayerDialog
        guest={merging}
        players={players.data ? allPlayers(players.data) : []}
        onClose={() => setMerging(null)}
      />
    </>
  )
}

/** What the first render reads (docs/web-boot.md): the register, the invite link and claims. */
export async function prefetchJogadores(queryClient: QueryClient, session: SessionData) {
  // A member who follows the link is turned away by the route's guard: nothing to fetch.
  if (!isOrganiser(session.role)) return
  await Promise.all([
    queryClient.prefetchQuery(playersQueryOptions(session.companyId)),
    queryClient.prefetchQuery(inviteLinkQueryOptions(session.companyId)),
    // Claims waiting sit at the top: read with the rest, so they do not push the page down.
    queryClient.prefetchQuery(claimsQueryOptions(session.companyId)),
  ])
}
