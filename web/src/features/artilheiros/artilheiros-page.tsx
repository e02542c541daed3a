import { ComingSoonCard } from '@/components/coming-soon-card'
import { PageHeader } from '@/components/page-header'
import { useDocumentTitle } from '@/lib/use-document-title'

export function ArtilheirosPage() {
  useDocumentTitle('Ranking de Artilheiros')
  return (
    <>
      <PageHeader
        title="Ranking de Artilheiros"
        description="Quem mais balançou as redes na temporada."
      />
      <ComingSoonCard />
    </>
  )
}
