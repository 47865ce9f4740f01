import { Type } from 'typebox';
import { Envelope } from '../../plugins/envelope';

/** Spec part 2 §3 Alert group. */
export const AlertGroup = Type.Object({ id: Type.Integer(), name: Type.String() }, { $id: 'AlertGroup' });

export const alertGroupComponents = [AlertGroup];

export const AlertGroupListResponse = Envelope(Type.Array(Type.Ref('AlertGroup')));
