import { ComingSoonCard } from '@/components/coming-soon-card'
import { PageHeader } from '@/components/page-header'
import { useDocumentTitle } from '@/lib/use-document-title'

export function CheckInPage() {
  useDocumentTitle('Check-in')
  return (
    <>
      <PageHeader title="Check-in" description="Confirme sua presença no próximo BID." />
      <ComingSoonCard />
    </>
  )
}
