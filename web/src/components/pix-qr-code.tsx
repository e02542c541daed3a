import { useEffect, useState } from 'react'
import { Skeleton } from '@/components/ui/skeleton'

/**
 * A Pix BR Code as a QR code a bank app scans. The `qrcode` package loads on first use: only
 * the screens with a charge to pay need it.
 */
export function PixQrCode({ code, label }: { code: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      )
      .then((markup) => {
        if (current) setSvg(markup)
      })
    return () => {
      current = false
    }
  }, [code])
  if (!svg) return <Skeleton className="size-44" />
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={176}
      height={176}
      className="size-44 rounded-md border bg-white"
    />
  )
}
