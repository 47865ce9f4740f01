import type { TSchema } from 'typebox';

export const vehicleEntryComponents: TSchema[] = [];
