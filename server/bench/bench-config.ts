import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { loadConfig } from '../src/config.ts'

/** A production configuration on a scratch data folder, silent, with a fresh secret. */
export function benchConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  })
}
