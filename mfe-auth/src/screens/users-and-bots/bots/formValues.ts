import type { Bot } from '@condo/shared';

export interface BotFormValues {
  name?: string;
  role_group_id?: number;
  status?: 'active' | 'inactive';
  read_only?: boolean;
}

/** `{ bots: … }` of spec part 2 §7 without the token: what an edit sends (a token sent there would replace it). */
export function botBody(values: BotFormValues) {
  return {
    name: (values.name ?? '').trim(),
    role_group_id: values.role_group_id as number,
    status: values.status ?? 'active',
    read_only: values.read_only ?? false,
  };
}

/** The form's first values: the bot's, or a new bot active and not read-only. */
export function initialBotValues(bot?: Bot): BotFormValues {
  if (!bot) return { status: 'active', read_only: false };
  return { name: bot.name, role_group_id: bot.role_group?.id, status: bot.status, read_only: bot.read_only };
}

/** A new bot's token: 32 random bytes, base64url (43 characters), made in the browser's crypto. */
export function newBotToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The add body: spec part 2 §7 `{bots:{role_group_id, name, status, auth_token, read_only}}`. The token is made here
 * and sent, so a backend that takes the token from the client gives the new bot this one.
 */
export function botCreateBody(values: BotFormValues, authToken: string) {
  return { ...botBody(values), auth_token: authToken };
}
