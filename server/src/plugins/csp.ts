/**
 * The Content Security Policy. Scripts come only from the app's own origin: no host allowlist,
 * no inline script, so the policy is "strict" in Lighthouse's csp-xss sense. Styles keep
 * 'unsafe-inline' (React sets style attributes; CSS cannot run script).
 */
export const appCspDirectives: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // Photos and weather icons are ours; https: covers avatars a member links from elsewhere.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'frame-src': ["'none'"],
}

/**
 * The landing alone may load Google's reCAPTCHA v3 for its contact form (when the build has
 * VITE_RECAPTCHA_SITE_KEY): its script, the frame it opens and the calls it makes. The app's
 * pages never need it, so they keep the strict policy.
 */
export const landingCspDirectives: Record<string, string[]> = {
  ...appCspDirectives,
  'script-src': [
    "'self'",
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
  ],
  'frame-src': ['https://www.google.com/recaptcha/'],
  'connect-src': ["'self'", 'https://www.google.com/recaptcha/'],
}

export function cspHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}
