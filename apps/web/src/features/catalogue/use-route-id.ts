import { useParams } from 'react-router';

/** The `:id` of an edit route (the screen guard already checked it is a uuid). */
export function useRouteId(): string {
  return useParams().id ?? '';
}
