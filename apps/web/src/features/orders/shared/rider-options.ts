import type { RiderCandidate } from '@comanda/contract/orders';
import { roleLabel } from '@comanda/contract/roles';
import { messages } from '../../../lib/messages';
import { riderName } from './order-summary';

const text = messages.orders.actions;

export interface RiderOption {
  value: string;
  label: string;
}

export interface RiderOptionGroup {
  group: string;
  items: RiderOption[];
}

/**
 * The rider picker's choices (DECISIONS.md "Roles"): the riders (role delivery) first, by name;
 * then the rest of the store's staff, each marked by its role, so an admin or someone without a
 * role is never taken for a rider. An empty group is left out.
 */
export function riderOptionGroups(candidates: RiderCandidate[]): RiderOptionGroup[] {
  const riders = candidates.filter((candidate) => candidate.role === 'delivery');
  const others = candidates.filter((candidate) => candidate.role !== 'delivery');
  const groups: RiderOptionGroup[] = [
    { group: text.ridersGroup, items: riders.map((rider) => ({ value: rider.id, label: riderName(rider) })) },
    {
      group: text.othersGroup,
      items: others.map((other) => ({ value: other.id, label: `${riderName(other)} (${roleLabel[other.role]})` })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** The candidate a picker starts on: the one assigned if still a candidate, else the first rider. */
export function firstRiderChoice(candidates: RiderCandidate[], assigned: string | undefined): string | undefined {
  if (candidates.some((candidate) => candidate.id === assigned)) return assigned;
  return riderOptionGroups(candidates)[0]?.items[0]?.value;
}
