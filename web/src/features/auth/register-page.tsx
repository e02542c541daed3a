import { Link } from 'react-router'
import { ComingSoonCard } from '@/components/coming-soon-card'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'

export function RegisterPage() {
  useDocumentTitle('Registro')
  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader title="Registro" description="Crie sua conta no Bidfut." />
      <ComingSoonCard>
        <Button asChild variant="outline">
          <Link to="/login">Já tenho conta</Link>
        </Button>
      </ComingSoonCard>
    </div>
  )
}
