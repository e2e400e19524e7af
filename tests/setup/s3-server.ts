import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * An S3-protocol server on loopback for tests: s3rver from the npm registry, in this process,
 * with path-style addressing and a fresh folder. What it does not cover of S3 (and so what no
 * test here proves): ACLs and bucket policies (it answers unsigned reads of any object), V4
 * signature checks in full, multipart-upload limits, versioning and encryption.
 */
export type TestS3 = {
  endpoint: string
  bucket: string
  env: Record<string, string>
  /** The objects' keys in the bucket, as stored. */
  keys(): Promise<string[]>
  stop(): Promise<void>
}

export async function startTestS3(bucket = 'talc-uploads', port = 0): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'talc-s3-'))
  const { default: S3rver } = await import('s3rver')
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const address = await server.run()
  const endpoint = `http://127.0.0.1:${address.port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async keys() {
      const response = await fetch(`${endpoint}/${bucket}?list-type=2&max-keys=1000`)
      const xml = await response.text()
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!).sort()
    },
    async stop() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
