type Grecaptcha = {
  ready: (callback: () => void) => void
  execute: (siteKey: string, options: { action: string }) => Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

const TIMEOUT_MS = 10_000
let loading: Promise<Grecaptcha> | null = null

/** Google's reCAPTCHA v3 script, added once on demand (the form's first focus, or its submit). */
export function loadRecaptcha(siteKey: string, doc: Document = document): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = doc.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
    script.async = true
    script.addEventListener('load', () => {
      const grecaptcha = window.grecaptcha
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha))
      else reject(new Error('reCAPTCHA indisponível'))
    })
    script.addEventListener('error', () => reject(new Error('reCAPTCHA não carregou')))
    doc.head.append(script)
  }).catch((error: unknown) => {
    // A later try adds the script again.
    loading = null
    throw error
  })
  return loading
}

/** A token for `action`; rejects when the script is blocked, fails or takes too long. */
export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('reCAPTCHA demorou demais')), TIMEOUT_MS)
  })
  try {
    const grecaptcha = await Promise.race([loadRecaptcha(siteKey), timeout])
    const token = await Promise.race([grecaptcha.execute(siteKey, { action }), timeout])
    if (!token) throw new Error('reCAPTCHA sem token')
    return token
  } finally {
    clearTimeout(timer)
  }
}
