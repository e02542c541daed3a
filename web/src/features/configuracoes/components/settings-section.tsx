import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

/** A titled part of the settings form; later parts get a rule above. */
export function SettingsSection({
  id,
  title,
  icon: Icon,
  divided = false,
  children,
}: {
  id: string
  title: string
  icon: LucideIcon
  divided?: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('flex flex-col gap-4', divided && 'border-t pt-6')}
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        {title}
      </h2>
      {children}
    </section>
  )
}
