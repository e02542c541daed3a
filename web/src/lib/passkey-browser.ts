import type {
  AuthenticationResponse,
  CreationOptions,
  RegistrationResponse,
  RequestOptions,
} from '@bidfut/domain/contracts/sign-in'

/** What the person sees when a passkey did not happen: cancelled, timed out or refused. */
export const PASSKEY_CANCELLED = 'A chave de acesso não foi usada. Tente de novo quando quiser.'
const PASSKEY_ALREADY_HERE = 'Este aparelho já tem uma chave de acesso do Bidfut para esta conta.'
const PASSKEY_FAILED = 'Não foi possível usar a chave de acesso neste aparelho.'

/** A passkey ceremony that did not finish, with the words to show. */
export class PasskeyError extends Error {}

function passkeyError(error: unknown): PasskeyError {
  const code = (error as { code?: string; name?: string } | null)?.code
  const name = (error as { name?: string } | null)?.name
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new PasskeyError(PASSKEY_ALREADY_HERE)
  }
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return new PasskeyError(PASSKEY_CANCELLED)
  }
  return new PasskeyError(PASSKEY_FAILED)
}

/** Whether this browser makes and uses passkeys (WebAuthn). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
}

/**
 * Whether the browser offers passkeys among the email field's suggestions (conditional UI); the
 * login page asks for options only then.
 */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  if (!passkeysSupported()) return false
  const check = window.PublicKeyCredential.isConditionalMediationAvailable
  return typeof check === 'function' ? check.call(window.PublicKeyCredential) : false
}

/** navigator.credentials.create(): the phone's fingerprint, face or PIN makes a passkey. */
export async function createPasskey(options: CreationOptions): Promise<RegistrationResponse> {
  const { startRegistration } = await import('@simplewebauthn/browser')
  try {
    return (await startRegistration({
      optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'],
    })) as RegistrationResponse
  } catch (error) {
    throw passkeyError(error)
  }
}

/**
 * navigator.credentials.get(): a passkey of this site signs in. With `autofill`, the browser
 * offers them in the email field's suggestions and this waits until one is picked.
 */
export async function signWithPasskey(
  options: RequestOptions,
  autofill = false,
): Promise<AuthenticationResponse> {
  const { startAuthentication } = await import('@simplewebauthn/browser')
  try {
    return (await startAuthentication({
      optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
      useBrowserAutofill: autofill,
    })) as AuthenticationResponse
  } catch (error) {
    throw passkeyError(error)
  }
}

/** Stops a waiting autofill ceremony (leaving the page, or a button's ceremony taking over). */
export async function cancelPasskeyAutofill() {
  const { WebAuthnAbortService } = await import('@simplewebauthn/browser')
  WebAuthnAbortService.cancelCeremony()
}

/** A name for a new passkey the person can recognise later: 'Chrome no Android'. */
export function defaultPasskeyName(userAgent = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Navegador'
  const device = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Mac OS X/.test(userAgent)
          ? 'Mac'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : 'este aparelho'
  return `${browser} no ${device}`
}
