import { Type } from 'typebox';
import { Envelope, StringEnum } from '../../plugins/envelope';
import { FORM_TYPE_NAMES } from '../form-questions/schemas';

export const FormType = Type.Object(
  { id: Type.Integer(), name: StringEnum(FORM_TYPE_NAMES) },
  { $id: 'FormType', title: 'FormType' },
);

export const formTypeComponents = [FormType];

export const FormTypeListResponse = Envelope(Type.Array(Type.Ref('FormType')));
