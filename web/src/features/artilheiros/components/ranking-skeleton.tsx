import { Skeleton } from '@/components/ui/skeleton'

export function RankingSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Carregando ranking...</span>
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-10 w-full sm:max-w-md" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  )
}
