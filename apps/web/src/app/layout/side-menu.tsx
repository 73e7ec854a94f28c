import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useAccess } from '../../auth/use-auth';
import type { MenuLink } from '../menu';
import { isActivePath, isMenuGroup, menuFor } from '../menu';

function MenuItemLink({ link, onNavigate }: { link: MenuLink; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const active = isActivePath(link.path, pathname);
  return (
    <NavLink
      component={Link}
      to={link.path}
      label={link.label}
      leftSection={<link.icon size={20} stroke={1.6} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

/** Entries by role (SPEC.md sections 2 and 6); a group starts open on its own screens. */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { role } = useAccess();
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {menuFor(role).map((entry) =>
        isMenuGroup(entry) ? (
          <NavLink
            key={entry.basePath}
            label={entry.label}
            leftSection={<entry.icon size={20} stroke={1.6} aria-hidden />}
            defaultOpened={isActivePath(entry.basePath, pathname)}
            childrenOffset={28}
          >
            {entry.children.map((child) => (
              <MenuItemLink key={child.path} link={child} onNavigate={onNavigate} />
            ))}
          </NavLink>
        ) : (
          <MenuItemLink key={entry.path} link={entry} onNavigate={onNavigate} />
        ),
      )}
    </Stack>
  );
}
