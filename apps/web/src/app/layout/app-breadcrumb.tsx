import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, matchPath, useLocation } from 'react-router';
import { useAccess } from '../../auth/use-auth';
import { useOrderNumber } from '../../features/orders/detail/use-order';
import { breadcrumbFor, orderIdIn } from '../../lib/breadcrumb';
import { messages } from '../../lib/messages';
import { canOpen, screenRoutes } from '../route-table';
import classes from './app-breadcrumb.module.css';

/**
 * The path as crumbs; a crumb links only when it is a screen the user may open. Short of room
 * (a phone), the crumbs before the current one shorten first. An order's page shows its number.
 */
export function AppBreadcrumb() {
  const { pathname } = useLocation();
  const { role } = useAccess();
  const orderNumber = useOrderNumber(orderIdIn(pathname));
  const crumbs = breadcrumbFor(pathname, { orderNumber });
  const opens = (path: string) =>
    screenRoutes.some((screen) => matchPath(screen.path, path) && canOpen(screen, role));

  return (
    <nav aria-label={messages.header.breadcrumb} style={{ minWidth: 0, overflow: 'hidden' }}>
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'nowrap' } }}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          if (last || !opens(crumb.path)) {
            return (
              <Text
                key={crumb.path}
                size="sm"
                fw={last ? 600 : 400}
                truncate
                className={last ? classes.current : classes.crumb}
                aria-current={last ? 'page' : undefined}
              >
                {crumb.label}
              </Text>
            );
          }
          return (
            <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm" truncate className={classes.crumb}>
              {crumb.label}
            </Anchor>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
