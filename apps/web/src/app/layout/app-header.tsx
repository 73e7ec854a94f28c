import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAccess, useAuth } from '../../auth/use-auth';
import { StoreStatusBadge } from '../../features/store-status/store-status-badge';
import { messages } from '../../lib/messages';
import { LiveHeaderControls } from '../../live/live-header-controls';
import { AppBreadcrumb } from './app-breadcrumb';
import { MenuToggle } from './menu-toggle';

interface AppHeaderProps {
  menuId: string;
  mobileOpened: boolean;
  onToggleMobile: () => void;
  desktopExpanded: boolean;
  onToggleDesktop: () => void;
}

/**
 * Menu toggle, breadcrumb, "Last First" and sign-out (SPEC.md section 2 "Layout"), plus whether the
 * store takes orders now (with the pause and extra delay controls), the live indicator, the
 * ringing orders and the alarm switch.
 */
export function AppHeader(props: AppHeaderProps) {
  const { credentials, role } = useAccess();
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const { user } = credentials;
  const userName = `${user.last_name} ${user.first_name}`;
  // 'Volver' on Mi cuenta comes back to this screen.
  const account = { to: '/account', state: { from: pathname } };

  const signOut = async () => {
    setSigningOut(true);
    await auth.signOut();
    await navigate('/login', { replace: true });
  };

  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <MenuToggle
          hiddenFrom="sm"
          menuId={props.menuId}
          opened={props.mobileOpened}
          onToggle={props.onToggleMobile}
        />
        <MenuToggle
          visibleFrom="sm"
          menuId={props.menuId}
          opened={props.desktopExpanded}
          onToggle={props.onToggleDesktop}
        />
        <AppBreadcrumb />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <StoreStatusBadge role={role} />
        <LiveHeaderControls />
        <Button
          component={Link}
          {...account}
          visibleFrom="sm"
          variant="subtle"
          color="gray"
          size="sm"
          maw={260}
          leftSection={<IconUserCircle size={18} stroke={1.6} aria-hidden />}
          aria-label={messages.account.headerLink(userName)}
        >
          <Text span size="sm" fw={500} truncate data-testid="user-name">
            {userName}
          </Text>
        </Button>
        <ActionIcon
          component={Link}
          {...account}
          hiddenFrom="sm"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={messages.account.headerLink(userName)}
        >
          <IconUserCircle size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
        <Button
          visibleFrom="xs"
          variant="subtle"
          color="gray"
          size="sm"
          leftSection={<IconLogout size={18} stroke={1.6} aria-hidden />}
          loading={signingOut}
          onClick={() => void signOut()}
        >
          {messages.header.signOut}
        </Button>
        {/* A phone keeps the header's room for the breadcrumb: the icon alone, named 'Salir'. */}
        <ActionIcon
          hiddenFrom="xs"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={messages.header.signOut}
          loading={signingOut}
          onClick={() => void signOut()}
        >
          <IconLogout size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
