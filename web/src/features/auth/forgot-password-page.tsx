import { Link } from 'react-router'
import { ComingSoonCard } from '@/components/coming-soon-card'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'

export function ForgotPasswordPage() {
  useDocumentTitle('Esqueci minha senha')
  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader title="Esqueci minha senha" />
      <ComingSoonCard>
        <Button asChild variant="outline">
          <Link to="/login">Voltar para o login</Link>
        </Button>
      </ComingSoonCard>
    </div>
  )
}
