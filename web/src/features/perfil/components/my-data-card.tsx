import { useState } from 'react'
import { Download, ShieldCheck, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { ActivityList } from '@/components/activity-list'
import { BusyButton } from '@/components/busy-button'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useDownloadMyData } from '../api/download-my-data'
import { useMyActivity } from '../api/get-my-activity'
import { DeleteAccountDialog } from './delete-account-dialog'

/** /perfil → 'Meus dados': the two LGPD rights and what the group recorded about the person. */
export function MyDataCard({ className }: { className?: string }) {
  const download = useDownloadMyData()
  const [deleting, setDeleting] = useState(false)
  const [showActivity, setShowActivity] = useState(false)
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
        <section aria-labelledby="my-activity-title" className="flex flex-col gap-2">
          <h3 id="my-activity-title" className="font-medium">
            Atividade sobre você
          </h3>
          {/* Read when asked: /perfil's first screen waits for the profile only. */}
          {showActivity ? (
            <MyActivity />
          ) : (
            <Button
              variant="outline"
              className="self-start"
              aria-expanded={false}
              onClick={() => setShowActivity(true)}
            >
              Ver atividade sobre você
            </Button>
          )}
        </section>
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

function MyActivity() {
  const activity = useMyActivity()
  return (
    <ActivityList
      query={activity}
      emptyTitle="Nenhuma atividade sobre você"
      emptyText="Suas confirmações e o que a organização mudar nos seus dados aparecem aqui."
    />
  )
}
