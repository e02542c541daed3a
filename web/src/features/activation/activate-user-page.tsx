import { Link } from 'react-router'
import { ComingSoonCard } from '@/components/coming-soon-card'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'

export function ActivateUserPage() {
  useDocumentTitle('Ativação de conta')
  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader title="Ativação de conta" />
      <ComingSoonCard>
        <Button asChild variant="outline">
          <Link to="/login">Ir para o login</Link>
        </Button>
      </ComingSoonCard>
    </div>
  )
}
