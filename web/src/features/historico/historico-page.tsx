import { ComingSoonCard } from '@/components/coming-soon-card'
import { PageHeader } from '@/components/page-header'
import { useDocumentTitle } from '@/lib/use-document-title'

export function HistoricoPage() {
  useDocumentTitle('Histórico')
  return (
    <>
      <PageHeader title="Histórico" description="BIDs finalizados e seus números." />
      <ComingSoonCard />
    </>
  )
}
