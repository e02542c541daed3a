import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ShareFormat } from '@bidfut/domain/contracts/share'
import { apiDownload } from '@/lib/api-client'

/**
 * GET /share/…png (ADR 048): a picture for the group chat as a file, square or for stories.
 * `path` is the picture's API path, `/share/ranking.png`.
 */
export async function getSharedPicture(
  path: string,
  format: ShareFormat,
  fileName: string,
): Promise<File> {
  const blob = await apiDownload(format === 'story' ? `${path}?formato=story` : path)
  const name = format === 'story' ? fileName.replace(/\.png$/, '-story.png') : fileName
  return new File([blob], name, { type: 'image/png' })
}

export function useSharedPicture(input: {
  path: string
  format: ShareFormat
  fileName: string
  enabled: boolean
}) {
  const { path, format, fileName, enabled } = input
  return useQuery(
    queryOptions({
      queryKey: ['shared-picture', path, format],
      queryFn: () => getSharedPicture(path, format, fileName),
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
