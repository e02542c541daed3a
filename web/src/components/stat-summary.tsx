import type { ComponentProps } from 'react'
import { StatCard } from '@/components/stat-card'

export type SummaryStat = Pick<ComponentProps<typeof StatCard>, 'label' | 'icon' | 'value' | 'hint'>

/** One summary number, in a line: label, icon, value and what it counts. */
export function stat(
  label: string,
  icon: SummaryStat['icon'],
  value: SummaryStat['value'],
  hint?: string,
): SummaryStat {
  return { label, icon, value, hint }
}

/**
 * A page's row of summary numbers: two columns on phones, all in one row on desktop. An odd last
 * card spans both phone columns so the grid has no hole.
 */
export function StatSummary({ stats, loading }: { stats: SummaryStat[]; loading: boolean }) {
  const oddLast = stats.length % 2 === 1 ? stats.length - 1 : -1
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {stats.map((stat, index) => (
        <StatCard
          key={stat.label}
          {...stat}
          loading={loading}
          className={index === oddLast ? 'col-span-2 sm:col-span-1' : undefined}
        />
      ))}
    </dl>
  )
}
