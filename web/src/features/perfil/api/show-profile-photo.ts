import type { QueryClient } from '@tanstack/react-query'
import type { Profile } from '@bidfut/domain/contracts/accounts'
import { getSession, setSession } from '@/lib/session-store'

/** After an upload or a removal: the header's avatar (session) and the profile show the new photo. */
export function showProfilePhoto(queryClient: QueryClient, photoUrl: string | null) {
  const session = getSession()
  if (session) setSession({ ...session, photoUrl })
  queryClient.setQueriesData<Profile>({ queryKey: ['accounts', 'profile'] }, (profile) =>
    profile ? { ...profile, photoUrl } : profile,
  )
}
