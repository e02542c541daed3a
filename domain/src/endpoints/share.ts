import { noContentSchema } from '../contracts/http.ts'
import {
  pngBodySchema,
  shareBidParamsSchema,
  shareLinkSchema,
  sharePlayerParamsSchema,
  sharePreviewParamsSchema,
  shareQuerySchema,
} from '../contracts/share.ts'
import { endpoint } from './endpoint.ts'

/** A PNG, or a 304 when the client holds this very one (its ETag names the content). */
const picture = {
  200: pngBodySchema,
  304: noContentSchema.describe('A mesma imagem do ETag enviado'),
}

/** The drawn teams of a BID, for the group chat (ADR 048). */
export const teamsPicture = endpoint({
  method: 'GET',
  path: '/share/bids/:bidDayId/teams.png',
  params: shareBidParamsSchema,
  query: shareQuerySchema,
  responses: picture,
})

/** The night's result: the score of each match and its scorers. */
export const resultPicture = endpoint({
  method: 'GET',
  path: '/share/bids/:bidDayId/result.png',
  params: shareBidParamsSchema,
  query: shareQuerySchema,
  responses: picture,
})

/** The night's craque, once the vote is closed. */
export const craquePicture = endpoint({
  method: 'GET',
  path: '/share/bids/:bidDayId/craque.png',
  params: shareBidParamsSchema,
  query: shareQuerySchema,
  responses: picture,
})

export const rankingPicture = endpoint({
  method: 'GET',
  path: '/share/ranking.png',
  query: shareQuerySchema,
  responses: picture,
})

/** A player's season card. */
export const seasonPicture = endpoint({
  method: 'GET',
  path: '/share/players/:companyPlayerId/season.png',
  params: sharePlayerParamsSchema,
  query: shareQuerySchema,
  responses: picture,
})

/** The preview chat apps fetch for a shared /check-in?c={token}: `{share token}.png`. */
export const previewPicture = endpoint({
  method: 'GET',
  path: '/share/previews/:file',
  params: sharePreviewParamsSchema,
  responses: picture,
})

/** The check-in link the group's shared texts carry. */
export const shareLink = endpoint({
  method: 'GET',
  path: '/groups/share-link',
  responses: { 200: shareLinkSchema },
})
