import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import S3rver from 's3rver'
import { sigV4Problem } from './sigv4.ts'

// A local S3-compatible server, run as its own process by test/local-s3/local-s3.ts: s3rver (which
// stores objects in a folder and speaks S3's REST API) with a SigV4 check in front, since s3rver
// itself only looks up the access key. Arguments: folder, buckets (comma-separated), access key id,
// secret, region.

const [directory, buckets, accessKeyId, secretAccessKey, region] = process.argv.slice(2)
const expected = { accessKeyId: accessKeyId!, secretAccessKey: secretAccessKey!, region: region! }

const refusal = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`

type Context = {
  method: string
  url: string
  req: NodeJS.ReadableStream & { headers: Record<string, string | string[] | undefined> }
  status: number
  type: string
  body: string
}

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: directory!,
  configureBuckets: buckets!.split(',').map((name) => ({ name, configs: [] })),
})

// First in the chain: a request whose signature or payload hash is wrong never reaches s3rver.
server.middleware.unshift(async (ctx: Context, next: () => Promise<void>) => {
  const problem = sigV4Problem(
    { method: ctx.method, url: ctx.url, headers: ctx.req.headers },
    expected,
  )
  if (problem) {
    ctx.status = 403
    ctx.type = 'application/xml'
    ctx.body = refusal('SignatureDoesNotMatch', problem)
    return
  }
  const claimed = ctx.req.headers['x-amz-content-sha256']
  if (typeof claimed === 'string' && /^[0-9a-f]{64}$/.test(claimed)) {
    const chunks: Buffer[] = []
    for await (const chunk of ctx.req) chunks.push(Buffer.from(chunk))
    const body = Buffer.concat(chunks)
    if (createHash('sha256').update(body).digest('hex') !== claimed) {
      ctx.status = 400
      ctx.type = 'application/xml'
      ctx.body = refusal('XAmzContentSHA256Mismatch', 'payload hash does not match')
      return
    }
    // s3rver reads the body from ctx.req: hand it the bytes again.
    ctx.req = Object.assign(Readable.from([body]), { headers: ctx.req.headers })
  }
  await next()
})

const { port } = await server.run()
console.log(JSON.stringify({ port }))
