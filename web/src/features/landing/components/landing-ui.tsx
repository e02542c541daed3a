import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** Focus ring for controls on light surfaces; `focusRingOnDark` for the hero and the footer. */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background'
export const focusRingOnDark =
  'outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-green-950'

const buttonBase =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors [&_svg]:size-5 [&_svg]:shrink-0'

export const buttonStyles = {
  primary: cn(
    buttonBase,
    focusRing,
    'h-11 px-5 bg-primary text-primary-foreground hover:bg-green-800',
  ),
  outline: cn(
    buttonBase,
    focusRing,
    'h-11 px-5 border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
  ),
  ghost: cn(buttonBase, focusRing, 'h-9 px-3 text-sm hover:bg-accent hover:text-accent-foreground'),
  small: cn(
    buttonBase,
    focusRing,
    'h-9 px-3 text-sm bg-primary text-primary-foreground hover:bg-green-800',
  ),
}

export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#15803d" />
      <circle cx="16" cy="16" r="9" fill="#fff" />
      <path d="M16 11.5l4.3 3.1-1.6 5h-5.4l-1.6-5z" fill="#0f172a" />
    </svg>
  )
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  className,
}: {
  id: string
  eyebrow: string
  title: string
  children?: ReactNode
  className?: string
}) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children ? (
        <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">{children}</p>
      ) : null}
    </div>
  )
}

/**
 * A section below the fold, an anchor's target. No `content-visibility: auto`: a section laid out
 * only as it nears the screen changes the page's height while a link scrolls to the one below it,
 * and the scroll stops hundreds of pixels short. The scroll margin keeps its top clear of the
 * sticky header: two rows (logo, then the sections' links) below lg, one from lg.
 */
export function Section({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('scroll-mt-24 px-4 py-16 sm:py-24 lg:scroll-mt-16', className)}
      {...props}
    />
  )
}
