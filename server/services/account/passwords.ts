import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the package's default algorithm) with OWASP's minimum cost: 19 MiB, 2 passes, one
 * lane; about 70 ms a hash on this machine. The parameters travel inside each hash, so raising
 * them later keeps old hashes verifiable.
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a server error.
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one verification when the e-mail is unknown, so the answer time does not
 * tell whether an account exists.
 */
export async function burnVerification(password: string): Promise<void> {
  dummy ??= hashPassword('vitrine-dummy-password');
  await verifyPassword(await dummy, password);
}
