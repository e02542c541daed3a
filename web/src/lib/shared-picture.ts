import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ShareFormat } from '@bidfut/domain/contracts/share'
import type * as share from '@bidfut/domain/endpoints/share'
import { apiDownload, type CallInput } from '@/lib/api-client'

type Pictures = {
  teams: typeof share.teamsPicture
  result: typeof share.resultPicture
  craque: typeof share.craquePicture
  ranking: typeof share.rankingPicture
  season: typeof share.seasonPicture
}
type PictureOf<E extends Pictures[keyof Pictures]> = { endpoint: E } & Pick<CallInput<E>, 'params'>

/** Which picture (ADR 048): its endpoint and the ids its path names. */
export type PictureRequest = { [K in keyof Pictures]: PictureOf<Pictures[K]> }[keyof Pictures]

/** A picture for the group chat as a file, square or for stories. */
export async function getSharedPicture(
  picture: PictureRequest,
  format: ShareFormat,
  fileName: string,
): Promise<File> {
  // PictureRequest pairs each endpoint with its own params; one call cannot see the pairing.
  const { endpoint, params } = picture as PictureOf<Pictures['teams']>
  const blob = await apiDownload(endpoint, { params, query: { formato: format } })
  const name = format === 'story' ? fileName.replace(/\.png$/, '-story.png') : fileName
  return new File([blob], name, { type: 'image/png' })
}

export function useSharedPicture(input: {
  picture: PictureRequest
  format: ShareFormat
  fileName: string
  enabled: boolean
}) {
  const { picture, format, fileName, enabled } = input
  return useQuery(
    queryOptions({
      queryKey: ['shared-picture', picture.endpoint.path, picture.params, format],
      queryFn: () => getSharedPicture(picture, format, fileName),
      enabled,
      // The picture changes with the data; the server answers 304 when it did not (ETag).
      staleTime: 0,
      gcTime: 60_000,
    }),
  )
}

type ShareEnv = {
  navigator: Pick<Navigator, 'share' | 'canShare'>
  download: (file: File) => void
}

function browserEnv(): ShareEnv {
  return {
    navigator,
    download(file) {
      const url = URL.createObjectURL(file)
      const link = document.createElement('a')
      link.href = url
      link.download = file.name
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    },
  }
}

/** Whether this browser's share sheet takes files (phones, mostly); elsewhere we download. */
export function canShareFiles(nav: ShareEnv['navigator'] = navigator): boolean {
  if (typeof nav.share !== 'function' || typeof nav.canShare !== 'function') return false
  return nav.canShare({ files: [new File([''], 'bidfut.png', { type: 'image/png' })] })
}

/**
 * The picture to the phone's share sheet (WhatsApp, Instagram…) where it takes files, else
 * saved as a download. Closing the sheet without choosing is not a failure.
 */
export async function shareOrDownload(
  file: File,
  title: string,
  env: ShareEnv = browserEnv(),
): Promise<'shared' | 'downloaded' | 'dismissed'> {
  if (canShareFiles(env.navigator)) {
    try {
      await env.navigator.share({ files: [file], title })
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed'
    }
  }
  env.download(file)
  return 'downloaded'
}
