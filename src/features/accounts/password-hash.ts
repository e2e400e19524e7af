// No `import 'server-only'`: the staff login hooks of the Payload config (also loaded by the CLI)
// reach this module.
import crypto from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2 = promisify(crypto.pbkdf2)

/**
 * Payload's stored password form (payload/dist/auth/strategies/local/generatePasswordSaltHash.js,
 * Payload 3.90): 'pbkdf2-sha256-v1:<hex>' is PBKDF2-SHA256 with 600,000 iterations and 32 bytes;
 * a bare hex hash (older installs) 25,000 iterations and 512 bytes. The password-change and the
 * login-timing tests fail if Payload changes it.
 */
const CURRENT = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

/** Whether `password` matches a hash and salt stored by Payload, compared in constant time. */
export async function passwordMatches(
  hash: string | undefined,
  salt: string | undefined,
  password: string,
): Promise<boolean> {
  if (!hash || !salt) return false
  const current = hash.startsWith(CURRENT.prefix)
  const hex = current ? hash.slice(CURRENT.prefix.length) : hash
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const given = await pbkdf2(password, salt, iterations, keyLength, 'sha256')
  const stored = Buffer.from(hex, 'hex')
  return stored.length === given.length && crypto.timingSafeEqual(stored, given)
}

/**
 * The work Payload does to hash or check one password, for where there is no account: an unknown
 * e-mail at a login, an existing address at a registration. The answer then takes as long as for
 * an account, so its time does not tell whether the account exists.
 */
export async function passwordHashWork(password: string): Promise<void> {
  const salt = crypto.randomBytes(32).toString('hex')
  await pbkdf2(password, salt, CURRENT.iterations, CURRENT.keyLength, 'sha256')
}
