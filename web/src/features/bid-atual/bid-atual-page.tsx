import { ComingSoonCard } from '@/components/coming-soon-card'
import { PageHeader } from '@/components/page-header'
import { useDocumentTitle } from '@/lib/use-document-title'

export function BidAtualPage() {
  useDocumentTitle('BID Atual')
  return (
    <>
      <PageHeader title="BID Atual" description="Acompanhe e gerencie o BID em andamento." />
      <ComingSoonCard />
    </>
  )
}
