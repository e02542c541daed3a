import { PageHeader } from '@/components/page-header'
import { Skeleton } from '@/components/ui/skeleton'
import type { PageIntro } from '@/lib/page-intros'

/** A signed-in screen before its data and code: its heading and grey blocks where content goes. */
export function PageShell({ intro }: { intro: PageIntro }) {
  return (
    <div>
      <PageHeader title={intro.title} description={intro.description} />
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">Carregando...</span>
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    </div>
  )
}
