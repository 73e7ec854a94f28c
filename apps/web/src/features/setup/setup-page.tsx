import { teamRoutes } from '@comanda/contract/team';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApi } from '../../api/api-context';
import { LinkLoadState } from '../../components/link-load-state';
import { SetupForm } from './setup-form';

/**
 * /configuracion-inicial/:token, the one-time link a first start without the demo prints: the
 * first store and its root, then the lobby with that store. A used link is no longer valid.
 */
export function SetupPage() {
  const { token = '' } = useParams();
  const api = useApi();
  const view = useQuery({
    queryKey: ['setup', token],
    queryFn: ({ signal }) => api.call(teamRoutes.setupView, { params: { token } }, { signal }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  return <LinkLoadState query={view}>{() => <SetupForm token={token} />}</LinkLoadState>;
}
