import { Collapse, NavLink, Stack } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAccess } from '../../auth/use-auth';
import type { MenuGroup, MenuLink } from '../menu';
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

/** A disclosure button (keyboard reachable, aria-expanded) over its links; open on its own screens. */
function MenuGroupLinks({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const childrenId = useId();
  const [opened, setOpened] = useState(() => isActivePath(group.basePath, pathname));
  return (
    <div>
      <NavLink
        component="button"
        type="button"
        label={group.label}
        leftSection={<group.icon size={20} stroke={1.6} aria-hidden />}
        rightSection={
          <IconChevronRight
            size={16}
            stroke={1.8}
            aria-hidden
            style={{ transform: opened ? 'rotate(90deg)' : 'none', transition: 'transform 150ms ease' }}
          />
        }
        aria-expanded={opened}
        aria-controls={childrenId}
        onClick={() => setOpened((value) => !value)}
      />
      <Collapse expanded={opened} id={childrenId}>
        <Stack gap={2} pl={20}>
          {group.children.map((child) => (
            <MenuItemLink key={child.path} link={child} onNavigate={onNavigate} />
          ))}
        </Stack>
      </Collapse>
    </div>
  );
}

/** Entries by role (SPEC.md sections 2 and 6). */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { role } = useAccess();
  return (
    <Stack gap={2}>
      {menuFor(role).map((entry) =>
        isMenuGroup(entry) ? (
          <MenuGroupLinks key={entry.basePath} group={entry} onNavigate={onNavigate} />
        ) : (
          <MenuItemLink key={entry.path} link={entry} onNavigate={onNavigate} />
        ),
      )}
    </Stack>
  );
}
