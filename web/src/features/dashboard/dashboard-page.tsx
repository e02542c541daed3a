import { ComingSoonCard } from '@/components/coming-soon-card'
import { PageHeader } from '@/components/page-header'
import { firstName } from '@/lib/person-name'
import { useSession } from '@/lib/session-store'
import { useDocumentTitle } from '@/lib/use-document-title'

export function DashboardPage() {
  useDocumentTitle('Dashboard')
  const session = useSession()
  const name = session ? firstName(session.name) : ''
  return (
    <>
      <PageHeader title="Dashboard" description={name ? `Olá, ${name}!` : undefined} />
      <ComingSoonCard />
    </>
  )
}
