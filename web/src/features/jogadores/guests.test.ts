import { describe, expect, it } from 'vitest'
import { makeRegisteredPlayer } from '@/test/register-fixtures'
import { isGuest, mergeCandidates, splitGuests } from './guests'

const player = makeRegisteredPlayer

const gabriel = player({
  id: 1,
  name: 'Gabriel Barbosa',
  nickname: 'Gabigol',
  email: 'gabi@x.com',
  activated: true,
  typePlayer: 'monthly',
})
const pending = player({ id: 2, name: 'Ana Pendente', email: 'ana@x.com' })
const guest = player({ id: 3, name: 'gabigol', guest: true })
const other = player({ id: 4, name: 'Bruno', guest: true })
// Added in the register without an email: filed by type, never a guest (issue 33).
const keeper = player({ id: 5, name: 'Rafael', typePlayer: 'goalkeeper' })

describe('isGuest', () => {
  it('is who the server says was added by name on a BID and has no account nor email yet', () => {
    expect(isGuest(guest)).toBe(true)
    expect(isGuest(gabriel)).toBe(false)
    // Waiting for an activation sent by email: a registered player, not a guest.
    expect(isGuest(pending)).toBe(false)
    // No email and no account, but added in the register: a goalkeeper, not a guest.
    expect(isGuest(keeper)).toBe(false)
  })
})

describe('splitGuests', () => {
  it('takes the guests out of the tabs and lists them by name', () => {
    const { registered, guests } = splitGuests({
      monthlyPlayers: [gabriel],
      goalKeepers: [keeper],
      sporadicPlayers: [pending, other, guest],
    })
    expect(registered.sporadicPlayers).toEqual([pending])
    expect(registered.goalKeepers).toEqual([keeper])
    expect(registered.monthlyPlayers).toEqual([gabriel])
    expect(guests.map((p) => p.name)).toEqual(['Bruno', 'gabigol'])
  })
})

describe('mergeCandidates', () => {
  it('puts the namesake first, then people with an account, and never the guest itself', () => {
    const candidates = mergeCandidates(guest, [other, guest, pending, gabriel])
    expect(candidates.map((p) => p.id)).toEqual([1, 2, 4])
  })
})
