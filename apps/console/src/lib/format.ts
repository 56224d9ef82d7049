// Display formats of the console's own. Money, times and the "--" of a missing value:
// formatMoney, formatDateTime and EMPTY_VALUE of @tradebridge/ui (shared with the portal).

/** A TOTP secret in groups of four, as authenticator apps show it. */
export const groupSecret = (secret: string): string[] => secret.match(/.{1,4}/g) ?? [];
