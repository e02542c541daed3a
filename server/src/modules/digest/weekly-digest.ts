import { ABSENCE_WINDOW } from '@bidfut/domain/rules/furoes'
import { toLocalDateTime } from '@bidfut/domain/rules/local-time'
import { displayName } from '@bidfut/domain/rules/person-names'
import { placesOf } from '@bidfut/domain/rules/places'
import type { Db, Tx } from '../../db/client.ts'
import { countAbsences } from '../bids/furoes.repo.ts'
import { buildLiveBid } from '../bids/live-bid.ts'
import { findBidSheet, listOpenBidIds } from '../bids/live-bid.repo.ts'
import { weeklyDigest, type WeeklyDigest } from '../notices/kinds/weekly-digest.ts'
import { sendNotice } from '../notices/notices.ts'
import { findNames } from '../results/results.repo.ts'
import { agendaOf } from '../season/season-games.ts'
import * as repo from './digest.repo.ts'

/** Groups one pass works; a full batch runs the next pass at once (ADR 043). */
export const DIGEST_BATCH = 25
const WEEK_MS = 7 * 24 * 3_600_000

/**
 * The open BIDs with their answers, the next game first (several, one per date: ADR 059),
 * counted as the screens count them (placesOf, ADR 054).
 */
async function openGames(tx: Tx, companyId: number, now: Date) {
  const games = []
  for (const bidDayId of await listOpenBidIds(tx, companyId)) {
    const sheet = await findBidSheet(tx, companyId, bidDayId)
    if (!sheet) continue
    const places = placesOf(buildLiveBid(sheet, now))
    games.push({
      bidNumber: sheet.bid.number,
      dayOfMatch: sheet.bid.dayOfMatch,
      location: sheet.bid.location,
      confirmed: places.confirmed,
      slots: places.total,
      pending: sheet.entries.filter((entry) => entry.status === 'waiting').length,
      waiting: places.waiting,
    })
  }
  return games
}

/** What one group's digest says this week. */
async function digestOf(
  tx: Tx,
  group: repo.DueGroup,
  now: Date,
  publicUrl: string,
): Promise<WeeklyDigest> {
  const { companyId } = group
  const today = toLocalDateTime(now, group.timeZone).slice(0, 10)
  const agenda = await agendaOf(tx, companyId, now)
  const absences = await countAbsences(tx, companyId, ABSENCE_WINDOW)
  const names = new Map(
    (await findNames(tx, companyId, [...absences.byMember.keys()])).map((m) => [
      m.companyPlayerId,
      displayName(m),
    ]),
  )
  return {
    companyId,
    groupName: group.groupName,
    week: group.week,
    games: await openGames(tx, companyId, now),
    openings: agenda.nextOpenings.map((o) => ({ dayOfMatch: o.gameAt, opensAt: o.opensAt })),
    owes: (await repo.listOwing(tx, companyId, today)).map((o) => ({
      name: displayName(o),
      cents: o.cents,
      charges: o.charges,
    })),
    furoes: {
      games: absences.games,
      players: [...absences.byMember]
        .map(([id, count]) => ({ name: names.get(id) ?? '', count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'pt-BR')),
    },
    newMembers: (await repo.listNewMembers(tx, companyId, new Date(now.getTime() - WEEK_MS))).map(
      displayName,
    ),
    publicUrl,
  }
}

/**
 * The reminders' tick (ADR 061): each group due this week claims its week in `digest_weeks` and,
 * in the same transaction, queues its organisers' digests. A second instance finds the week
 * claimed and queues nothing; the outbox's key holds each person's email to one as well.
 */
export async function queueDueDigests(db: Db, now: Date, publicUrl: string) {
  const due = await repo.findDueGroups(db, now, DIGEST_BATCH)
  let queued = 0
  for (const group of due) {
    queued += await db.transaction(async (tx) => {
      if (!(await repo.claimWeek(tx, group.companyId, group.week))) return 0
      const organisers = await repo.listOrganisers(tx, group.companyId)
      if (organisers.length === 0) return 0
      const digest = await digestOf(tx, group, now, publicUrl)
      return (await sendNotice(tx, weeklyDigest, digest, organisers)).email
    })
  }
  return { digests: queued, more: due.length === DIGEST_BATCH }
}
