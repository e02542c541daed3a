import { useEffect, useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { toast } from 'sonner'
import { Toaster } from '@/components/ui/toaster'
import { onSessionEnded } from '@/lib/session-refresh'
import { retryDelay, retryQuery } from '@/lib/query-retry'
import { getSession, subscribeSession } from '@/lib/session-store'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Until the server is back when it is away; the banner says so meanwhile.
        retry: retryQuery,
        retryDelay,
      },
    },
  })
}

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode
  queryClient?: QueryClient
}) {
  const [client] = useState(() => queryClient ?? createQueryClient())

  useEffect(() => {
    // One toast however many calls failed together; the guards then show /login.
    return onSessionEnded((message) => toast.error(message, { id: 'session-ended' }))
  }, [])

  useEffect(() => {
    let userId = getSession()?.companyPlayerId
    // Another user's (or a signed-out visitor's) cached data must never be shown.
    return subscribeSession(() => {
      const next = getSession()?.companyPlayerId
      if (next !== userId) client.getQueryCache().clear()
      userId = next
    })
  }, [client])

  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  )
}
