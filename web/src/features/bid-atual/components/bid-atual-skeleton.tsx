import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

export function BidAtualSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Carregando...</span>
      <Card>
        <CardHeader className="gap-3">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-10 w-full max-w-lg" />
        </CardHeader>
        <CardContent>
          <Skeleton className="h-10 w-full max-w-md" />
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
      <Skeleton className="h-64" />
    </div>
  )
}
