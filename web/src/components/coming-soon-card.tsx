import type { ReactNode } from 'react'
import { Construction } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

/** Honest placeholder for screens that are not built yet: no invented data. */
export function ComingSoonCard({ children }: { children?: ReactNode }) {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <Construction aria-hidden="true" className="size-10 text-primary" />
        <CardTitle>Em construção</CardTitle>
        <CardDescription>
          Esta tela está sendo preparada e estará disponível em breve.
        </CardDescription>
      </CardHeader>
      {children ? <CardContent className="flex justify-center">{children}</CardContent> : null}
    </Card>
  )
}
