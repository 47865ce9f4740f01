import { Type } from 'typebox';
import { Envelope } from '../../plugins/envelope';

export const Facility = Type.Object({ id: Type.Integer(), name: Type.String() }, { $id: 'Facility' });

export const facilityComponents = [Facility];

export const FacilityListResponse = Envelope(Type.Array(Type.Ref('Facility')));
