import { ComingSoonCard } from '@/components/coming-soon-card'
import { PageHeader } from '@/components/page-header'
import { useDocumentTitle } from '@/lib/use-document-title'

export function PrivacyPage() {
  useDocumentTitle('Política de Privacidade')
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Política de Privacidade" />
      <ComingSoonCard />
    </div>
  )
}
