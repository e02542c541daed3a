import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

export function SettingsSkeleton() {
  return (
    <Card role="status" aria-busy="true">
      <span className="sr-only">Carregando configurações...</span>
      <CardContent className="flex flex-col gap-6 pt-4 sm:pt-6">
        {[0, 1, 2].map((section) => (
          <div key={section} className="flex flex-col gap-3">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-10 w-full" />
            {section < 2 ? <Skeleton className="h-10 w-full" /> : null}
          </div>
        ))}
        <Skeleton className="h-10 w-full sm:ml-auto sm:w-24" />
      </CardContent>
    </Card>
  )
}
