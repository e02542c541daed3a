import { z } from 'zod'
import { pathIdField } from './ids.ts'

/**
 * The pictures a group shares in its chat (ADR 048), under /v1/share/…: PNG, 1080×1080 for the
 * group, 1080×1920 with `?formato=story`.
 */
export const shareFormats = ['quadrado', 'story'] as const
export type ShareFormat = (typeof shareFormats)[number]

export const shareQuerySchema = z.strictObject({
  formato: z
    .enum(shareFormats, { message: 'Formato inválido: use quadrado ou story.' })
    .default('quadrado'),
})

export const shareBidParamsSchema = z.strictObject({ bidDayId: pathIdField() })
export const sharePlayerParamsSchema = z.strictObject({ companyPlayerId: pathIdField() })
/** GET /share/previews/{file}: `{share token}.png`. Anything else is a 404. */
export const sharePreviewParamsSchema = z.strictObject({ file: z.string() })

export const pngBodySchema = z.string().describe('Imagem PNG')

/** GET /groups/share-link: the check-in link the group's shared texts carry. */
export const shareLinkSchema = z.object({
  /** `{PUBLIC_URL}/check-in?c={share token}` while link previews are on, else `/check-in`. */
  checkInUrl: z.string(),
})
export type ShareLink = z.infer<typeof shareLinkSchema>
