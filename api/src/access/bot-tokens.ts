import { createHash, randomBytes } from 'node:crypto';

/** Bots' auth tokens are stored only as their SHA-256; a token is shown once, when it is made. */
export function hashBotToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newBotToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * `Token <auth_token>`: how a device authenticates as its bot, on the heartbeat and on every per-condo call alike.
 * `JWT …` and `Bearer …` are a console user's access token (plugins/auth.ts), never a bot's.
 */
export function botTokenFromHeader(header: string | undefined): string | undefined {
  return /^Token\s+(\S+)$/i.exec(header?.trim() ?? '')?.[1];
}
