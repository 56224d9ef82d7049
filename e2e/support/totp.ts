// The current code of an authenticator app set up with `secret` (TOTP, 6 digits, 30 s, SHA-1), or
// the code `offsetSteps` periods later.
import * as OTPAuth from 'otpauth';

export const totpOf = (secret: string, offsetSteps = 0) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
