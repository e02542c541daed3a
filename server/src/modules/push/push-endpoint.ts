/**
 * Whether our server may POST to a subscription's endpoint (ADR 041): its origin must be one of
 * the allowlist's, exactly or, for an entry `https://*.host`, a subdomain of host. Plain http
 * passes only when the allowlist names that http origin (a local fake push service). The
 * endpoint is a URL someone else chose: anything else is refused, so it cannot steer the server
 * at an internal address.
 */
export function isAllowedPushEndpoint(endpoint: string, allowlist: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  return allowlist.some((entry) => matches(url, entry))
}

function matches(url: URL, entry: string): boolean {
  const wildcard = /^(https?):\/\/\*\.(.+)$/.exec(entry)
  if (wildcard) {
    const [, scheme, rest] = wildcard
    const base = new URL(`${scheme}://${rest}`)
    return (
      url.protocol === base.protocol &&
      url.port === base.port &&
      url.hostname.endsWith(`.${base.hostname}`)
    )
  }
  try {
    return url.origin === new URL(entry).origin
  } catch {
    return false
  }
}
