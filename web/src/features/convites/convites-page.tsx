import { PageHeader } from '@/components/page-header'
import { useDocumentTitle } from '@/lib/use-document-title'
import { InvitationsList } from './components/invitations-list'

/** /convites: groups that added the person's email; accepting joins, declining refuses. */
export function ConvitesPage() {
  useDocumentTitle('Convites')
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title="Convites"
        description="Peladas que adicionaram seu email e esperam sua resposta."
      />
      <InvitationsList />
    </div>
  )
}
