import { useMutation } from '@tanstack/react-query'
import type { GoogleStart } from '@bidfut/domain/contracts/joining'
import * as google from '@bidfut/domain/endpoints/google'
import { apiCall } from '@/lib/api-client'
import { useSiteInfo } from '@/lib/site-info'

/** POST /accounts/google/start: Google's page for this sign-in (and a cookie for the return). */
export async function startGoogleSignIn(request: GoogleStart) {
  return apiCall(google.startGoogle, { body: request, auth: false })
}

/** The tap on 'Entrar com Google' (from /login or a join): the browser goes to Google. */
export function useGoogleSignIn() {
  return useMutation({
    mutationFn: startGoogleSignIn,
    onSuccess: ({ url }) => window.location.assign(url),
  })
}

/** 'Entrar com Google' shows only where the server has a Google client (ADR 049). */
export function useGoogleAvailable(): boolean {
  return useSiteInfo()?.googleSignIn === true
}
