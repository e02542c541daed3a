import { useState, type ReactNode } from 'react'
import { Download, ShieldCheck, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { BusyButton } from '@/components/busy-button'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { DeleteAccountDialog } from '@/components/delete-account-dialog'
import { useDownloadMyData } from '@/lib/my-data'

/**
 * 'Meus dados': the two LGPD rights, on /perfil with what the group recorded about the person
 * (`activity`), and on /minha-conta for an account in no group (ADR 042).
 */
export function MyDataCard({ className, activity }: { className?: string; activity?: ReactNode }) {
  const download = useDownloadMyData()
  const [deleting, setDeleting] = useState(false)
  return (
    <Card className={className} role="region" aria-labelledby="my-data-title">
      <CardHeader>
        <CardTitle id="my-data-title" className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
          Meus dados
        </CardTitle>
        <CardDescription>
          Seus direitos pela LGPD. Veja a{' '}
          <Link to="/privacy" className="underline underline-offset-2">
            Política de Privacidade
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">
            Um arquivo .zip com tudo o que guardamos sobre você: conta, peladas, BIDs e
            estatísticas, lembretes, convites, emails dos últimos 6 meses e histórico de acesso.
          </p>
          <BusyButton
            variant="outline"
            className="self-start"
            busy={download.isPending}
            busyLabel="Preparando..."
            onClick={() => download.mutate()}
          >
            <Download aria-hidden="true" />
            Baixar meus dados
          </BusyButton>
        </div>
        {activity}
        <div className="flex flex-col gap-2 border-t pt-4">
          <p className="text-sm text-muted-foreground">
            Apaga seus dados pessoais e encerra sua participação em todas as peladas.
          </p>
          <Button variant="destructive" className="self-start" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            Excluir minha conta
          </Button>
        </div>
      </CardContent>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  )
}
