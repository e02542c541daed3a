/**
 * Text that a person types and that travels in our emails (a group's name, a player's name, a
 * place) must not carry a link: mail clients turn `www.…`, `http://…` and bare domains into
 * links, and our address would vouch for them (ADR 026).
 */
export const LINK_NOT_ALLOWED = 'Não use links neste campo.'

// The endings mail clients turn into links, and the ones link shorteners and spam favour. Any
// other ending is still caught with a path (`algo.xyz/abc`) or a scheme.
const TLDS = `
  com net org info biz edu gov mil int name pro mobi app dev page site online website web
  store shop club live link click top xyz icu buzz vip win bet fun space blog news email
  tech cloud digital lat one rest cam work zip io co me ly gl to tv gg cc ws fm am im is
  ms nu sh st tk ml ga cf gq su so ai li gd vc la br pt us uk eu de fr es it nl ru cn jp
  in ar mx cl uy py bo pe ve ec ca au ch at be pl ro
`
  .trim()
  .split(/\s+/)
  .join('|')

const WORD = String.raw`[\p{L}\p{N}-]`
const LINK_PATTERNS = [
  // A scheme: http://, https://, ftp://, hxxp://…
  /[a-z][a-z0-9+.-]*:\/\//iu,
  /(?:^|[^\p{L}\p{N}])www\d{0,3}\./iu,
  // A bare domain with a known ending: algo.com.br, bit.ly, exemplo.com
  new RegExp(
    String.raw`(?:^|[^\p{L}\p{N}_.-])${WORD}{2,}(?:\.${WORD}+)*\.(?:${TLDS})(?![\p{L}\p{N}])`,
    'iu',
  ),
  // Any domain followed by a path: t.co/x, algo.xyz/abc
  new RegExp(String.raw`${WORD}+\.\p{L}{2,}\/`, 'iu'),
  // An IP address.
  /(?:^|[^\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])/u,
]

export function containsLink(value: string): boolean {
  return LINK_PATTERNS.some((pattern) => pattern.test(value))
}
