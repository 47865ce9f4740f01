import type { TSchema } from 'typebox';

export const visitComponents: TSchema[] = [];
