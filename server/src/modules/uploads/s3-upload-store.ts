import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { S3Config } from '../../config-s3.ts'
import { ServiceUnavailableError } from '../../lib/errors.ts'
import type { UploadStore } from './upload-store.ts'

export type S3Log = { warn: (obj: object, msg: string) => void }

/** Keys under this prefix are the app's: the sweep never lists, nor deletes, anything else. */
const PREFIX = 'uploads/'
export const STORAGE_UNAVAILABLE =
  'Armazenamento de arquivos indisponível no momento. Tente de novo em instantes.'

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)

/** The S3 client for S3_*: explicit keys (no credential chain), bounded waits, few retries. */
export function createS3Client(s3: S3Config) {
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible services refuse the SDK's
    // newer default trailers, and a photo's body is signed anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: {
      connectionTimeout: 3000,
      requestTimeout: 15_000,
      throwOnRequestTimeout: true,
    },
  })
}

/** An S3-compatible bucket (S3_ENDPOINT, S3_BUCKET …): instances share no disk (ADR 050). */
export function createS3UploadStore(s3: S3Config, log?: S3Log): UploadStore {
  const client = createS3Client(s3)
  const Bucket = s3.bucket
  const keyOf = (name: string) => `${PREFIX}${name}`

  /** A failure of the storage service is a 503 with a message, and a line in the log. */
  async function send<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (err) {
      if (isNotFound(err)) throw err
      log?.warn({ err, bucket: Bucket }, `object storage: ${what} failed`)
      throw new ServiceUnavailableError(STORAGE_UNAVAILABLE)
    }
  }

  return {
    where: `s3://${Bucket} (${s3.endpoint})`,
    async put(name, bytes, contentType) {
      await send('put', () =>
        client.send(
          new PutObjectCommand({ Bucket, Key: keyOf(name), Body: bytes, ContentType: contentType }),
        ),
      )
    },
    async read(name) {
      try {
        const object = await send('get', () =>
          client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) })),
        )
        const bytes = Buffer.from(await object.Body!.transformToByteArray())
        return { bytes, etag: object.ETag!, lastModified: object.LastModified ?? new Date(0) }
      } catch (err) {
        if (isNotFound(err)) return null
        throw err
      }
    },
    async remove(name) {
      // S3 answers 204 for a key that is not there.
      await send('delete', () => client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) })))
    },
    async *list() {
      let ContinuationToken: string | undefined
      do {
        const page = await send('list', () =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken })),
        )
        for (const object of page.Contents ?? []) {
          const name = object.Key!.slice(PREFIX.length)
          if (name === '' || name.includes('/')) continue
          yield { name, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
  }
}
