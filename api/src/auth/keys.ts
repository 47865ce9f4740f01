import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CryptoKey, exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, importSPKI } from 'jose';

export const JWT_ALGORITHM = 'RS256';

/** The install's secrets: the token signing pair and the key that hashes one-time codes. */
export interface AuthKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** SPKI PEM, served by GET /public_key. */
  publicKeyPem: string;
  otpSecret: Buffer;
}

const FILES = { privateKey: 'jwt-private.pem', publicKey: 'jwt-public.pem', otpSecret: 'otp-secret' } as const;

/**
 * Reads the keys from `<dataDir>/keys`, creating them on first start. Several API instances must share
 * this folder (or a copy of it) so that any instance verifies any other's tokens and codes.
 */
export async function loadOrCreateKeys(dataDir: string): Promise<AuthKeys> {
  const dir = join(dataDir, 'keys');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const privatePath = join(dir, FILES.privateKey);
  const publicPath = join(dir, FILES.publicKey);
  const secretPath = join(dir, FILES.otpSecret);

  let privatePem = readIfPresent(privatePath);
  let publicPem = readIfPresent(publicPath);
  if (!privatePem || !publicPem) {
    const pair = await generateKeyPair(JWT_ALGORITHM, { extractable: true });
    privatePem = writeOnce(privatePath, await exportPKCS8(pair.privateKey));
    publicPem = writeOnce(publicPath, await exportSPKI(pair.publicKey));
  }
  const otpSecretHex = readIfPresent(secretPath) ?? writeOnce(secretPath, randomBytes(32).toString('hex'));
  return fromPem(privatePem, publicPem, Buffer.from(otpSecretHex.trim(), 'hex'));
}

/** Keys that live only in memory: for the OpenAPI dump and other runs that issue no real tokens. */
export async function createEphemeralKeys(): Promise<AuthKeys> {
  const pair = await generateKeyPair(JWT_ALGORITHM, { extractable: true });
  return fromPem(await exportPKCS8(pair.privateKey), await exportSPKI(pair.publicKey), randomBytes(32));
}

async function fromPem(privatePem: string, publicPem: string, otpSecret: Buffer): Promise<AuthKeys> {
  return {
    privateKey: await importPKCS8(privatePem, JWT_ALGORITHM),
    publicKey: await importSPKI(publicPem, JWT_ALGORITHM),
    publicKeyPem: publicPem,
    otpSecret,
  };
}

function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes a new key file; when another instance won the race, keeps and returns its content. */
function writeOnce(path: string, content: string): string {
  try {
    writeFileSync(path, content, { flag: 'wx', mode: 0o600 });
    return content;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(path, 'utf8');
    throw error;
  }
}
