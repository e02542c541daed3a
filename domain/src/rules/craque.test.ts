import { describe, expect, it } from 'vitest'
import { checkVote, craqueWinners, VOTE_MESSAGES } from './craque.ts'

describe('craqueWinners', () => {
  it('picks the most voted player', () => {
    const votes = [
      { voterId: 1, candidateId: 2, voided: false },
      { voterId: 3, candidateId: 2, voided: false },
      { voterId: 2, candidateId: 1, voided: false },
    ]
    expect(craqueWinners(votes)).toEqual({ ids: [2], votes: 2 })
  })

  it('crowns everyone tied at the top', () => {
    const votes = [
      { voterId: 1, candidateId: 2, voided: false },
      { voterId: 2, candidateId: 1, voided: false },
      { voterId: 3, candidateId: 4, voided: true },
    ]
    expect(craqueWinners(votes)).toEqual({ ids: [1, 2], votes: 1 })
  })

  it('has no craque without a valid vote', () => {
    expect(craqueWinners([])).toEqual({ ids: [], votes: 0 })
    expect(craqueWinners([{ voterId: 1, candidateId: 2, voided: true }])).toEqual({
      ids: [],
      votes: 0,
    })
  })
})

describe('checkVote', () => {
  const confirmed = new Set([1, 2, 3])
  it('lets a confirmed player vote for another confirmed player while open', () => {
    expect(checkVote({ voterId: 1, candidateId: 2, confirmed, open: true })).toEqual({
      allowed: true,
    })
  })
  it.each([
    [{ voterId: 1, candidateId: 2, open: false }, VOTE_MESSAGES.closed],
    [{ voterId: 1, candidateId: 1, open: true }, VOTE_MESSAGES.self],
    [{ voterId: 1, candidateId: 9, open: true }, VOTE_MESSAGES.notInBid],
    [{ voterId: 9, candidateId: 1, open: true }, VOTE_MESSAGES.notConfirmed],
  ])('refuses %o', (input, message) => {
    expect(checkVote({ ...input, confirmed })).toEqual({ allowed: false, message })
  })
})
