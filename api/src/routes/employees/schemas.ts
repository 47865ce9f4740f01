import type { TSchema } from 'typebox';

export const employeeComponents: TSchema[] = [];
