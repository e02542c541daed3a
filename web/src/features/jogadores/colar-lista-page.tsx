import { useId, useRef, useState } from 'react'
import { ArrowLeft, ClipboardPaste, ListChecks } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { bulkPlayersRequestSchema, PASTED_PLAYERS_MAX } from '@bidfut/domain/contracts/players'
import { parseWhatsAppList, type PastedPlayer } from '@bidfut/domain/rules/whatsapp-list'
import { BusyButton } from '@/components/busy-button'
import { PageHeader } from '@/components/page-header'
import { ErrorAlert } from '@/components/query-status'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { errorMessage } from '@/lib/error-message'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useBulkCreatePlayers } from './api/bulk-create-players'
import { PastedPlayersTable, type PreviewRow } from './components/pasted-players-table'

const PLACEHOLDER = `Pelada quinta 20h ⚽
1. Zé
2- Bruno 🔥
3) Carlão (goleiro)`
// A long paste is still one list: the parser and the preview cope, the schema caps the save.
const PASTE_MAX_CHARS = 20_000

function playersWord(count: number) {
  return count === 1 ? '1 jogador' : `${count} jogadores`
}

/**
 * /colar-lista (organisers): a list pasted from WhatsApp becomes players. The list is
 * read on the device (ADR 032), shown as rows to fix, and saved in one request.
 */
export function ColarListaPage() {
  useDocumentTitle('Colar lista')
  const navigate = useNavigate()
  const save = useBulkCreatePlayers()
  const [pasted, setPasted] = useState('')
  const [rows, setRows] = useState<PreviewRow[] | null>(null)
  const [repeated, setRepeated] = useState<string[]>([])
  const [errors, setErrors] = useState<Record<number, string>>({})
  const [listError, setListError] = useState<string | null>(null)
  const previewHeading = useRef<HTMLHeadingElement>(null)
  const textareaId = useId()

  const read = () => {
    const list = parseWhatsAppList(pasted)
    setRows(list.players.map((player, key) => ({ ...player, key })))
    setRepeated(list.repeated)
    setErrors({})
    setListError(list.players.length === 0 ? 'Nenhum nome encontrado na lista colada.' : null)
    save.reset()
    // The preview is the result of the tap: focus moves to it.
    requestAnimationFrame(() => previewHeading.current?.focus())
  }

  const change = (key: number, changes: Partial<PastedPlayer>) => {
    setRows((current) =>
      current ? current.map((row) => (row.key === key ? { ...row, ...changes } : row)) : current,
    )
    if (changes.name !== undefined) setErrors(({ [key]: _, ...rest }) => rest)
  }

  const remove = (removed: PreviewRow) => {
    setRows((current) => current?.filter((row) => row.key !== removed.key) ?? current)
    toast.info(`${removed.name.trim() || 'Linha'} removido da lista.`)
    previewHeading.current?.focus()
  }

  const onSave = async () => {
    if (!rows) return
    const request = {
      players: rows.map((row) => ({
        fullName: row.name,
        goalkeeper: row.goalkeeper,
        typePlayer: row.typePlayer,
      })),
    }
    const parsed = bulkPlayersRequestSchema.safeParse(request)
    if (!parsed.success) {
      const byRow: Record<number, string> = {}
      let whole: string | null = null
      for (const issue of parsed.error.issues) {
        const [, index] = issue.path
        const row = typeof index === 'number' ? rows[index] : undefined
        if (row) byRow[row.key] ??= issue.message
        else whole ??= issue.message
      }
      setErrors(byRow)
      setListError(whole)
      return
    }
    try {
      const saved = await save.mutateAsync(parsed.data)
      toast.success(saved.message, {
        description: saved.duplicates.length
          ? `Já estavam no cadastro: ${saved.duplicates.join(', ')}.`
          : undefined,
      })
      void navigate('/jogadores')
    } catch {
      // Shown in the page by the mutation's error.
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Colar lista"
        description="Cole a lista de nomes do grupo do WhatsApp: os jogadores entram de uma vez."
        actions={
          <Button asChild variant="ghost">
            <Link to="/jogadores">
              <ArrowLeft aria-hidden="true" />
              Voltar para jogadores
            </Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-4">
        <Card>
          <CardHeader>
            <Label htmlFor={textareaId} className="text-base font-semibold">
              Lista do WhatsApp
            </Label>
            <CardDescription id={`${textareaId}-hint`}>
              Um nome por linha. Números, emojis e títulos são ignorados; '(goleiro)' ou 'gk' marcam
              o goleiro.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <textarea
              id={textareaId}
              aria-describedby={`${textareaId}-hint`}
              value={pasted}
              maxLength={PASTE_MAX_CHARS}
              onChange={(event) => setPasted(event.target.value)}
              placeholder={PLACEHOLDER}
              rows={8}
              className="min-h-40 w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:outline-none sm:text-sm"
            />
            <Button
              type="button"
              onClick={read}
              disabled={!pasted.trim()}
              className="sm:self-start"
            >
              <ClipboardPaste aria-hidden="true" />
              Ler lista
            </Button>
          </CardContent>
        </Card>

        {rows ? (
          <Card>
            <CardHeader>
              <h2
                ref={previewHeading}
                tabIndex={-1}
                className="flex items-center gap-2 text-base leading-tight font-semibold focus-visible:outline-none"
              >
                <ListChecks aria-hidden="true" className="size-5 text-primary" />
                Confira a lista: {playersWord(rows.length)}
              </h2>
              <CardDescription>
                Corrija os nomes, marque os goleiros e remova quem não é jogador. Todos entram sem
                email: o convite vai depois, pelo link ou pelo cadastro de cada um.
              </CardDescription>
              {repeated.length ? (
                <p className="text-sm text-muted-foreground">
                  Repetidos na lista, entram uma vez: {repeated.join(', ')}.
                </p>
              ) : null}
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {rows.length > PASTED_PLAYERS_MAX ? (
                <p className="text-sm text-destructive">
                  A lista tem {rows.length} nomes: salve no máximo {PASTED_PLAYERS_MAX} de cada vez.
                </p>
              ) : null}
              {rows.length ? (
                <PastedPlayersTable
                  rows={rows}
                  errors={errors}
                  onChange={change}
                  onRemove={remove}
                />
              ) : null}
              {listError ? <ErrorAlert title="Confira a lista" message={listError} /> : null}
              {save.isError ? (
                <ErrorAlert
                  title="Não foi possível salvar a lista"
                  message={errorMessage(save.error)}
                />
              ) : null}
              {rows.length ? (
                <BusyButton
                  busy={save.isPending}
                  busyLabel="Salvando..."
                  onClick={() => void onSave()}
                  className="sm:self-start"
                >
                  Salvar {playersWord(rows.length)}
                </BusyButton>
              ) : null}
            </CardContent>
          </Card>
        ) : null}
      </div>
    </div>
  )
}
