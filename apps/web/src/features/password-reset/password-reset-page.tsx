import { teamRoutes } from '@comanda/contract/team';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useApi } from '../../api/api-context';
import { LinkLoadState } from '../../components/link-load-state';
import { PasswordResetDone } from './password-reset-done';
import { PasswordResetForm } from './password-reset-form';

/**
 * /restablecer/:token, opened from the link an admin shared: whose account it is, a new password
 * twice, then on to sign in. A used, expired or unknown link says it is no longer valid.
 */
export function PasswordResetPage() {
  const { token = '' } = useParams();
  const api = useApi();
  const [done, setDone] = useState(false);
  const view = useQuery({
    queryKey: ['password-reset', token],
    queryFn: ({ signal }) => api.call(teamRoutes.passwordResetView, { params: { token } }, { signal }),
    retry: false,
    // Used once: after the new password is set the link answers 404, which must not replace 'done'.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  return (
    <LinkLoadState query={view}>
      {(reset) =>
        done ? (
          <PasswordResetDone />
        ) : (
          <PasswordResetForm token={token} firstName={reset.first_name} onDone={() => setDone(true)} />
        )
      }
    </LinkLoadState>
  );
}
