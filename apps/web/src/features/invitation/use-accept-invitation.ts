import { teamRoutes } from '@comanda/contract/team';
import type { AcceptInvitationBody } from '@comanda/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/api-context';
import { isApiError } from '../../api/api-error';
import { useAuth } from '../../auth/use-auth';
import { messages } from '../../lib/messages';
import { errorDetails, toast } from '../../lib/toast';

const text = messages.invitation;

/**
 * Accepting answers a session: it replaces whatever session this browser had, and the person
 * lands in the lobby with the new store.
 */
export function useAcceptInvitation(token: string, storeName: string) {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) =>
      api.call(teamRoutes.acceptInvitation, { params: { token }, body }, { retryUnauthorized: false }),
    onSuccess: async (session) => {
      auth.acceptSession(session.token);
      // A session that replaces another keeps the 'session' state: drop what the other user read.
      queryClient.clear();
      toast.success(text.accepted(storeName));
      await navigate('/lobby', { replace: true });
    },
  });
}

/** A used, revoked or expired link answers 404, the same for all. */
export const isGoneLink = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** Why accepting failed, in Spanish; null when the link is gone (the page says so instead). */
export function acceptErrorText(error: unknown): string | null {
  if (isGoneLink(error)) return null;
  if (isApiError(error) && error.code === 'USER:CREDENTIALS:INVALID') return text.wrongPassword;
  // A refused field (a too common password) says which and why.
  if (isApiError(error) && error.code === 'BAD_REQUEST' && error.description) return error.description;
  return errorDetails(error);
}
