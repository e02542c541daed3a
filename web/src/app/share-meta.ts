/**
 * The share preview of every link to Bidfut (ADR 008): what WhatsApp, Facebook and X show for
 * the landing and for the links players get (/check-in, /activate-user/…). Written into the HTML
 * at build time by scripts/vite-plugin-landing.ts; crawlers want absolute URLs, so the build
 * takes the server's PUBLIC_URL (`siteUrl`, no trailing slash; '' leaves them relative).
 */

export const OG_IMAGE = { path: '/og-image.jpg', type: 'image/jpeg', width: 1200, height: 630 }

/** The tags the SPA (index.html) and the landing (landing.html) share. */
export function sharedShareMeta(siteUrl: string): string {
  const image = `${siteUrl}${OG_IMAGE.path}`
  return `<meta property="og:type" content="website" />
    <meta property="og:site_name" content="Bidfut" />
    <meta property="og:locale" content="pt_BR" />
    <meta property="og:image" content="${image}" />
    <meta property="og:image:type" content="${OG_IMAGE.type}" />
    <meta property="og:image:width" content="${OG_IMAGE.width}" />
    <meta property="og:image:height" content="${OG_IMAGE.height}" />
    <meta
      property="og:image:alt"
      content="A página inicial do Bidfut com o check-in de uma pelada no celular"
    />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:image" content="${image}" />`
}

/** og:url of one page (`path` from '/'), and its canonical link when asked; none without a site URL. */
export function pageUrlMeta(siteUrl: string, path: string, canonical = false): string {
  if (!siteUrl) return ''
  const url = `${siteUrl}${path}`
  const link = canonical ? `<link rel="canonical" href="${url}" />` : ''
  return `<meta property="og:url" content="${url}" />${link}`
}
