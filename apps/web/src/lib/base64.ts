// Spec §7: login sends account and password Base64-encoded. UTF-8 first, so a non-Latin account or
// password survives (btoa alone only takes Latin-1).
export const toBase64 = (text: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};
