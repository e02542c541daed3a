import { cn } from '@/lib/cn'

/** A goalkeeper's glove (lucide has none), read out as 'Goleiro'. */
export function GoalkeeperGloveIcon({ className }: { className?: string }) {
  return (
    <svg
      role="img"
      aria-label="Goleiro"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-5 shrink-0 text-amber-700 dark:text-amber-400', className)}
    >
      <title>Goleiro</title>
      <path
        d="M7.5 18l-3-4.6a1.6 1.6 0 0 1 2.6-1.8L9 13.5V5.5a1.5 1.5 0 0 1 3 0V11V4a1.5 1.5 0 0 1 3 0v7V5.5a1.5 1.5 0 0 1 3 0v7c0 2.6-.8 4.5-2.5 5.5Z"
        fill="currentColor"
        fillOpacity={0.2}
      />
      <rect x="6.5" y="18" width="10" height="4" rx="1" fill="currentColor" />
    </svg>
  )
}
