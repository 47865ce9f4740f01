import type { TSchema } from 'typebox';

export const siteEventComponents: TSchema[] = [];
