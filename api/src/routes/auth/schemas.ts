import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope, MAX_LENGTH, MessageBody } from '../../plugins/envelope';

/** send_otp and admin/login carry the e-mail, not a token, in Authorization. */
export const EmailAuthorizationHeaders = Type.Object({
  authorization: Type.String({
    format: 'email',
    maxLength: MAX_LENGTH.name,
    description: "The admin user's e-mail address",
  }),
});

export const SendOtpResponse = MessageBody;

export const AdminLoginBody = Type.Object({
  otp_token: Type.String({
    pattern: '^[0-9]{6}$',
    maxLength: 6,
    'x-message': 'must be the 6-digit code from the e-mail',
  }),
});

export const LoginTokens = Type.Object({ token: Type.String(), refresh_token: Type.String() }, { $id: 'LoginTokens' });
export const AdminLoginResponse = Envelope(Type.Ref('LoginTokens'));

export const PasswordLoginBody = Type.Object({
  user_name: Type.String({ minLength: 1, maxLength: MAX_LENGTH.name, description: 'The e-mail address' }),
  password: Type.String({ minLength: 1, maxLength: MAX_LENGTH.name }),
});

export const PasswordLoginTokens = Type.Object(
  { auth_token: Type.String(), refresh_token: Type.String() },
  { $id: 'PasswordLoginTokens' },
);
export const PasswordLoginResponse = Envelope(Type.Ref('PasswordLoginTokens'));

export const PublicKeyResponse = Type.Object({
  data: Type.String({
    description: 'SPKI PEM of the RS256 key that signs every token (audience client, issuer gateway)',
  }),
});

export const RefreshHeaders = Type.Object({
  authorization: Type.Optional(
    Type.String({ maxLength: MAX_LENGTH.header, description: 'JWT <access token>; may be expired' }),
  ),
  'refresh-token': Type.String({ minLength: 1, maxLength: MAX_LENGTH.header }),
});

export const RefreshedTokens = Type.Object(
  {
    auth_token: Type.String(),
    refresh_token: addition(
      'The spec’s refresh answer has auth_token only; the rotated refresh token',
      Type.Optional(
        Type.String({
          description:
            'An addition beyond the spec: the refresh token that replaces the one sent (rotation); store it in the ' +
            'refresh_token cookie. The one sent stops working, and sending it again ends the session. Absent when ' +
            'the token sent was replaced a moment ago (another tab refreshed at the same time): keep the cookie.',
        }),
      ),
    ),
  },
  { $id: 'RefreshedTokens' },
);
export const RefreshResponse = Envelope(Type.Ref('RefreshedTokens'));

/** Named schemas: components of the OpenAPI document and types of @condo/shared. */
export const authComponents = [LoginTokens, PasswordLoginTokens, RefreshedTokens];
