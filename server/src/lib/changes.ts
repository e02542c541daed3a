import type { Db, Tx } from '../db/client.ts'
import { bumpOpenBids, bumpOpenBidsOfPerson } from './open-bid-versions.ts'

/** What one committed transaction changed of the data instances keep in memory (ADR 046). */
export type Touches = {
  /** Groups whose data changed: their open BID's head and their members' cached answers. */
  groups: Set<number>
  /** People whose own data (name, photo, email) changed: it shows in every group they joined. */
  people: Set<number>
  /** Memberships removed, erased or given another role: their sessions are checked again. */
  memberships: Set<number>
  /** Sessions ended (logout, switching groups). */
  sessions: Set<string>
  /** Accounts whose other sessions ended (a password changed or reset). */
  accounts: Set<number>
}

/** A memory that drops what a commit touched; it runs after the commit, never on a rollback. */
export type CommitListener = (touches: Touches) => void

export type Touched = ReturnType<typeof touchedIn>

function touchedIn(tx: Tx, touches: Touches) {
  return {
    group(...companyIds: number[]) {
      for (const companyId of companyIds) touches.groups.add(companyId)
    },
    person(playerId: number) {
      touches.people.add(playerId)
    },
    membership(companyPlayerId: number) {
      touches.memberships.add(companyPlayerId)
    },
    session(sessionId: string) {
      touches.sessions.add(sessionId)
    },
    account(playerId: number) {
      touches.accounts.add(playerId)
    },
    /**
     * The group's open BIDs show what this transaction changes (a name, a member): their
     * versions move now, as the first locks the transaction takes, and the group is touched.
     * Returns the open BIDs (several, one per date: ADR 059).
     */
    async openBids(companyId: number) {
      touches.groups.add(companyId)
      return bumpOpenBids(tx, companyId)
    },
    /** openBids for every group the person joined: their own data shows in each. */
    async openBidsOfPerson(playerId: number) {
      for (const companyId of await bumpOpenBidsOfPerson(tx, playerId)) {
        touches.groups.add(companyId)
      }
    },
  }
}

export type Changes = ReturnType<typeof createChanges>

/**
 * The one way a service writes what a cache may hold: `work` runs in a transaction and says what
 * it touched; once the transaction has committed, every listener (the open BID heads, the member
 * read cache, the access gate) drops that. A rollback drops nothing, and nothing is dropped
 * before the commit, so no reader can keep the old data under the new version.
 */
export function createChanges(db: Db, listeners: CommitListener[] = []) {
  return {
    async transaction<T>(work: (tx: Tx, touched: Touched) => Promise<T>): Promise<T> {
      const touches: Touches = {
        groups: new Set(),
        people: new Set(),
        memberships: new Set(),
        sessions: new Set(),
        accounts: new Set(),
      }
      const result = await db.transaction((tx) => work(tx, touchedIn(tx, touches)))
      for (const listener of listeners) listener(touches)
      return result
    },
  }
}
