/**
 * The address of one of the app's screens, for the texts people share in the group chat. The
 * web build is not told the server's PUBLIC_URL, so it is the origin this page came from: the
 * same address, since the server serves the app.
 */
export function appUrl(path: `/${string}`, origin: string = window.location.origin): string {
  return `${origin.replace(/\/+$/, '')}${path}`
}
