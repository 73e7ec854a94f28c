import { hashToken, newToken } from '../auth/tokens';

/*
 * One-time links: 32 random bytes as base64url (256 bits), answered once in the link's URL and
 * kept only as their SHA-256, like session tokens.
 */

export const INVITATION_PATH = '/invitacion';
export const PASSWORD_RESET_PATH = '/restablecer';

export function newLinkToken(): { token: string; hash: string } {
  return newToken();
}

export const linkTokenHash = (token: string): string => hashToken(token);

export const linkUrl = (publicUrl: string, path: string, token: string): string => `${publicUrl}${path}/${token}`;
