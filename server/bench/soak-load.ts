/**
 * The soak's traffic, through the balancer: every member a loop that polls /check-in's
 * reads, opens the dashboard now and then and checks in or out; every organiser a loop that polls
 * the management screen, edits the BID and the players. Each answer is a Sample; each status a
 * member's check-in or check-out was answered with is remembered, for the end check against the
 * database ('unknown' once a write went unanswered: it may or may not have run).
 */
import type { SoakGroup, SoakMember } from './soak-seed.ts'
import type { Sample } from './soak-report.ts'

export type Expected = Map<string, string>
export const entryKey = (bidDayId: number, companyPlayerId: number) =>
  `${bidDayId}:${companyPlayerId}`

type Answer = { status: number; body: Record<string, unknown> | null; etag: string | null }

const DASHBOARD = [
  '/v1/statistics/active-bid-dashboard',
  '/v1/statistics/top-five-scorers-dashboard',
  '/v1/statistics/quantity-of-goals-stats-dashboard',
  '/v1/bids/current-bid-player-stats',
]
const POSITIONS = ['fullback', 'defender', 'midfielder', 'striker']

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const between = (min: number, max: number) => min + Math.random() * (max - min)
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!

export function createLoad(options: {
  url: string
  tokenOf: (member: SoakMember) => string
  startedAt: number
  record: (sample: Sample) => void
}) {
  const { url, tokenOf, startedAt, record } = options
  const expected: Expected = new Map()
  let stopping = false

  async function call(
    kind: string,
    member: SoakMember,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const started = performance.now()
    const sample = { kind, at: started - startedAt, retryAfter: false }
    try {
      const answer = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${tokenOf(member)}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      })
      const text = await answer.text()
      record({
        ...sample,
        ms: performance.now() - started,
        status: answer.status,
        retryAfter: answer.headers.has('retry-after'),
        ...(answer.status >= 400 && {
          note: `${answer.headers.get('x-soak-balancer') ?? 'app'}: ${text.slice(0, 160)}`,
        }),
      })
      const json =
        text && answer.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null
      return {
        status: answer.status,
        body: json as Answer['body'],
        etag: answer.headers.get('etag'),
      }
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause
      const note = `${(err as Error).name}: ${cause?.code ?? cause?.message ?? (err as Error).message}`
      record({ ...sample, ms: performance.now() - started, status: 0, note })
      return { status: 0, body: null, etag: null }
    }
  }

  const checkInInfo = (member: SoakMember) =>
    call('check-in: leitura', member, 'GET', '/v1/bids/get-information-check-in-bid')

  async function checkInOrOut(member: SoakMember) {
    const info = await checkInInfo(member)
    if (info.status !== 200 || !info.body || info.body.isPast) return
    const bidDayId = Number(info.body.bidDayId)
    const from = String(info.body.playerBidStatus)
    const to = from === 'waiting' ? 'confirmed' : 'waiting'
    const key = entryKey(bidDayId, member.id)
    const answer = await call(
      to === 'confirmed' ? 'check-in' : 'check-out',
      member,
      'PUT',
      `/v1/bids/update-status-player/${bidDayId}/${member.id}`,
      { status: to },
    )
    if (answer.status === 200 && answer.body) expected.set(key, String(answer.body.status))
    else if (answer.status === 0 || answer.status >= 500) expected.set(key, 'unknown')
  }

  async function memberLoop(member: SoakMember) {
    await sleep(between(0, 10_000))
    while (!stopping) {
      const roll = Math.random()
      if (roll < 0.55) await checkInInfo(member)
      else if (roll < 0.75) {
        for (const path of DASHBOARD) await call('dashboard', member, 'GET', path)
      } else await checkInOrOut(member)
      await sleep(between(4000, 12_000))
    }
  }

  async function organiserLoop(group: SoakGroup) {
    const organiser = group.members.find((m) => m.organiser)!
    const regulars = group.members.filter((m) => m.regular)
    let etag: string | null = null
    let bid: Record<string, unknown> | null = null
    await sleep(between(0, 10_000))
    for (let round = 0; !stopping; round++) {
      const headers: Record<string, string> = etag ? { 'if-none-match': etag } : {}
      const live = await call(
        'organizador: painel',
        organiser,
        'GET',
        '/v1/bids/current-bid',
        undefined,
        headers,
      )
      if (live.status === 200 && live.body) [etag, bid] = [live.etag, live.body]
      if (live.status === 204) bid = null
      const dayOfMatch = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.exec(String(bid?.dayOfMatch ?? ''))?.[0]
      if (bid && dayOfMatch && round % 15 === 14) {
        await call(
          'organizador: editar BID',
          organiser,
          'PUT',
          `/v1/bids/update-bid/${bid.bidDayId}`,
          {
            dayOfMatch,
            location: `Quadra ${group.companyId} (${round})`,
          },
        )
      } else if (bid && round % 3 === 1) {
        const player = pick(regulars)
        const [path, body] =
          Math.random() < 0.5
            ? ['update-position-player', { playerPosition: pick(POSITIONS) }]
            : ['update-skill-level-player', { skillLevel: 1 + Math.floor(Math.random() * 10) }]
        await call(
          'organizador: editar jogador',
          organiser,
          'PUT',
          `/v1/bids/${path}/${bid.bidDayId}/${player.id}`,
          body,
        )
      }
      await sleep(between(3000, 8000))
    }
  }

  return {
    expected,
    /** Runs every loop until stop() is called; resolves when they have all finished. */
    run: (groups: SoakGroup[]) =>
      Promise.all(
        groups.flatMap((group) => [
          organiserLoop(group),
          ...group.members.filter((m) => !m.organiser).map(memberLoop),
        ]),
      ),
    stop: () => {
      stopping = true
    },
  }
}
