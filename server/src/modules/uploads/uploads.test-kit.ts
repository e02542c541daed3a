import sharp from 'sharp'

/** A multipart/form-data body with one file part, built by hand as a browser would send it. */
export function multipart(
  headers: Record<string, string>,
  field: string,
  fileName: string,
  contentType: string,
  content: Buffer,
) {
  const boundary = '----bidfut-test-boundary'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** An image of noise (so it does not compress to nothing), to encode as PNG, JPEG … */
export function noisyImage(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
}
