import { describe, expect, it } from 'vitest'
import type { checkInInfo } from '@bidfut/domain/endpoints/bids'
import * as bids from '@bidfut/domain/endpoints/bids'
import * as push from '@bidfut/domain/endpoints/push'
import { apiPath, apiPathOf } from './api-url'

describe('apiPath', () => {
  it('puts the contract’s path under /v1 with its parameters filled in', () => {
    expect(apiPath(bids.updateStatus, { bidDayId: 9, companyPlayerId: 42 })).toBe(
      '/v1/bids/update-status-player/9/42',
    )
  })

  it('encodes parameters and query values, leaving out undefined ones', () => {
    expect(apiPath({ path: '/reminders/:token' }, { token: 'a/b c' })).toBe(
      '/v1/reminders/a%2Fb%20c',
    )
    expect(
      apiPath(push.pushDevice, {}, { endpoint: 'https://push.example/x?y=1', other: undefined }),
    ).toBe('/v1/push/subscriptions?endpoint=https%3A%2F%2Fpush.example%2Fx%3Fy%3D1')
  })

  it('refuses a path whose parameter has no value', () => {
    expect(() => apiPath(bids.cancelBid)).toThrow('/bids/delete-bid/:id: no value for :id')
  })

  it('names a contract by its type alone, for code that bundles no schema', () => {
    expect(apiPathOf<typeof checkInInfo>('/bids/get-information-check-in-bid')).toBe(
      '/v1/bids/get-information-check-in-bid',
    )
  })
})
