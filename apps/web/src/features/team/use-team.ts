import { teamRoutes } from '@comanda/contract/team';
import type { TeamMember, UpdateMemberBody } from '@comanda/contract/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { liveQueryKeys } from '../../lib/live-query-keys';
import { teamKeys } from './team-keys';

export function useTeamMembers() {
  const api = useApi();
  return useQuery({
    queryKey: teamKeys.members,
    queryFn: ({ signal }) => api.call(teamRoutes.list, { query: { limit: 100, skip: 0 } }, { signal }),
  });
}

export function useTeamInvitations() {
  const api = useApi();
  return useQuery({
    queryKey: teamKeys.invitations,
    queryFn: ({ signal }) => api.call(teamRoutes.invitations, {}, { signal }),
  });
}

export function useTeamChanges(powerId: string) {
  const api = useApi();
  return useQuery({
    queryKey: teamKeys.changes(powerId),
    queryFn: ({ signal }) =>
      api.call(teamRoutes.changes, { query: { power_id: powerId, limit: 100, skip: 0 } }, { signal }),
  });
}

/** Every team list read again (members, invitations, histories): after any change made here. */
export function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: liveQueryKeys.team });
}

/** PUT of a member's role or active flag; the team is read again when it settles. */
export function useUpdateMember(member: TeamMember) {
  const api = useApi();
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (body: UpdateMemberBody) => api.call(teamRoutes.update, { params: { powerId: member.power_id }, body }),
    onSettled: refresh,
  });
}
