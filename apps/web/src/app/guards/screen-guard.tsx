import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { useAccess } from '../../auth/use-auth';
import { PlaceholderScreen } from '../../components/placeholder-screen';
import { isUuid } from '../../lib/uuid';
import { NotFoundMessage } from '../not-found-message';
import type { ScreenRoute } from '../route-table';
import { canOpen, FALLBACK_PATH } from '../route-table';

interface ScreenGuardProps {
  screen: ScreenRoute;
  /** The loaded screen; without one, its placeholder. */
  children?: ReactNode;
}

/** One screen of the shell: its roles, its uuid params, then the screen or its placeholder. */
export function ScreenGuard({ screen, children }: ScreenGuardProps) {
  const { role } = useAccess();
  const params = useParams();
  if (!canOpen(screen, role)) return <Navigate to={FALLBACK_PATH} replace />;
  const badParam = screen.uuidParams?.some((name) => !isUuid(params[name]));
  if (badParam) return <NotFoundMessage />;
  return children ?? <PlaceholderScreen title={screen.title} />;
}
