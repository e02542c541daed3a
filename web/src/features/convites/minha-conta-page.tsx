import { MyDataCard } from '@/components/my-data-card'
import { PageHeader } from '@/components/page-header'
import { useAccountSession } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'
import { InvitationsList } from './components/invitations-list'

/**
 * /minha-conta: an account signed in with no group (ADR 042), say after being removed from its
 * only pelada. Its invitations (accepting one is the way into a group) and 'Meus dados' (download
 * and delete, LGPD art. 18); nothing else answers to this session.
 */
export function MinhaContaPage() {
  useDocumentTitle('Minha conta')
  const account = useAccountSession()
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader
        title="Minha conta"
        description={`${account ? `${account.name}, você` : 'Você'} não participa de nenhuma pelada agora. Aqui estão seus convites e os seus dados.`}
      />
      <section aria-labelledby="account-invitations-title" className="flex flex-col gap-3">
        <h2 id="account-invitations-title" className="text-lg font-semibold">
          Convites
        </h2>
        <InvitationsList />
      </section>
      <MyDataCard />
    </div>
  )
}
