import type { TSchema } from 'typebox';

export const waterMeterComponents: TSchema[] = [];
