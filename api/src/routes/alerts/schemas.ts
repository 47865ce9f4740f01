import type { TSchema } from 'typebox';

export const alertComponents: TSchema[] = [];
