import { CircleAlert } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'

/** What a page or dialog shows while its data is on the way. */
export function LoadingStatus({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center gap-3 py-10 text-muted-foreground', className)}
    >
      <Spinner className="text-primary" />
      <span>{label}</span>
    </div>
  )
}

/** Why something the person asked for did not happen. */
export function ErrorAlert({ title, message }: { title: string; message: string }) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
      </AlertDescription>
    </Alert>
  )
}

/** Why the data did not load, and a button to try again. */
export function LoadErrorAlert({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string
  message: string
  onRetry: () => void
  retrying?: boolean
}) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        <p>{message}</p>
        <Button variant="outline" size="sm" disabled={retrying} onClick={onRetry}>
          Tentar novamente
        </Button>
      </AlertDescription>
    </Alert>
  )
}
