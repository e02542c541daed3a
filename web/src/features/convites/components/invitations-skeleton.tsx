import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

export function InvitationsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Carregando convites...</span>
      {[0, 1].map((index) => (
        <Card key={index}>
          <CardHeader className="flex-row items-start gap-3">
            <Skeleton className="size-10 shrink-0 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-4 w-2/5" />
            </div>
          </CardHeader>
          <CardContent className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Skeleton className="h-10 sm:w-24" />
            <Skeleton className="h-10 sm:w-24" />
          </CardContent>
        </Card>
      ))}
    </div>
  )
}
