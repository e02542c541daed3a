import type { CDPSession, Page } from '@playwright/test'

// Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain): a phone's
// fingerprint or face, which answers 'yes, it is me' at once (ADR 049's journeys).

export type StoredPasskey = {
  credentialId: string
  isResidentCredential: boolean
  rpId: string
  privateKey: string
  userHandle: string
  signCount: number
}

export type Authenticator = {
  cdp: CDPSession
  id: string
  /** The passkeys it holds, as the protocol gives them. */
  passkeys: () => Promise<StoredPasskey[]>
}

/** A platform authenticator for this page: discoverable keys, user verification that passes. */
export async function addAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    cdp,
    id: authenticatorId,
    passkeys: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId }))
        .credentials as StoredPasskey[],
  }
}

/** The same passkey on another browser (a synced passkey, or the same phone after a clean-up). */
export async function copyPasskey(to: Authenticator, passkey: StoredPasskey) {
  await to.cdp.send('WebAuthn.addCredential', { authenticatorId: to.id, credential: passkey })
}
