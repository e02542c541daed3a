import * as oidc from 'openid-client'

/** Who Google says signed in, from the ID token it signed. */
export type GoogleIdentity = {
  issuer: string
  subject: string
  email: string | null
  emailVerified: boolean
  name: string | null
}

export type GoogleOidc = ReturnType<typeof createGoogleOidc>

/**
 * Google as an OpenID Connect provider (ADR 049), through openid-client: the authorization code
 * flow with PKCE (S256), state and nonce, the issuer's metadata discovered once (again after a
 * failure). The ID token's signature, issuer, audience, expiry and nonce, the response's state and
 * its `iss` (RFC 9207) are checked by the library. `OIDC_ISSUER_URL` points it at another provider
 * (tests run a real one on 127.0.0.1; config.ts accepts http:// only on loopback).
 */
export function createGoogleOidc(options: {
  issuerUrl: string
  clientId: string
  clientSecret: string
  redirectUri: string
}) {
  const issuer = new URL(options.issuerUrl)
  let discovered: Promise<oidc.Configuration> | undefined

  function configuration() {
    discovered ??= oidc
      .discovery(issuer, options.clientId, options.clientSecret, undefined, {
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((err: unknown) => {
        discovered = undefined
        throw err
      })
    return discovered
  }

  return {
    /** Google's page for this sign-in, and what the return must match. */
    async begin() {
      const config = await configuration()
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      return { url: url.href, state, nonce, codeVerifier }
    },

    /** The code exchanged and the ID token checked; throws on any mismatch. */
    async finish(
      back: { code: string; state: string; iss?: string | undefined },
      expected: { state: string; nonce: string; codeVerifier: string },
    ): Promise<GoogleIdentity> {
      const config = await configuration()
      const current = new URL(options.redirectUri)
      current.searchParams.set('code', back.code)
      current.searchParams.set('state', back.state)
      if (back.iss !== undefined) current.searchParams.set('iss', back.iss)
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()!
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
      }
    },
  }
}
