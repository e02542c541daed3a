// s3rver ships no types; the local S3 server (test/local-s3) uses its constructor and run() only.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address: string
      port: number
      silent: boolean
      directory: string
      configureBuckets: { name: string; configs: Buffer[] }[]
    })
    /** Koa's middleware chain. */
    middleware: unknown[]
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
