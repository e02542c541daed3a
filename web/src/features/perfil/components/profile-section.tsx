import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A titled part of 'Meu Perfil', laid out alike in view and edit mode; later parts get a rule. */
export function ProfileSection({
  titleId,
  title,
  divided = false,
  children,
}: {
  titleId: string
  title: string
  divided?: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-4', divided && 'border-t pt-6')}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
