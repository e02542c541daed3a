import { ComingSoonCard } from '@/components/coming-soon-card'
import { PageHeader } from '@/components/page-header'
import { useDocumentTitle } from '@/lib/use-document-title'

export function JogadoresPage() {
  useDocumentTitle('Jogadores')
  return (
    <>
      <PageHeader title="Jogadores" description="Cadastro de jogadores da pelada." />
      <ComingSoonCard />
    </>
  )
}
