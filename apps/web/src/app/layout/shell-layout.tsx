// The part of Mantine's sheet the shell and the orders list use; the rest loads later (other-styles-loader.ts).
import '../shell-styles';
import { AppShell, Divider, Text } from '@mantine/core';
import { em, getBreakpointValue, useMantineTheme } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Suspense, useId, useState } from 'react';
import { Outlet } from 'react-router';
import { ScreenLoader } from '../../components/screen-loader';
import { messages } from '../../lib/messages';
import { storageKeys } from '../../lib/storage-keys';
import { LiveProvider } from '../../live/live-provider';
import { otherStyles } from '../other-styles-loader';
import { QueryLayer } from '../query-layer';
import { LiveShellEffects } from '../../live/live-shell';
import { useLiveSource } from '../../live/live-source-context';
import { SoundPrompt } from '../../live/sound-prompt';
import { AppHeader } from './app-header';
import { CurrentStore } from './current-store';
import classes from './shell-layout.module.css';
import { SideMenu } from './side-menu';

/**
 * The protected shell: header and a side menu that collapses on wide screens (remembered under
 * `menu_expanded`) and becomes a drawer behind the burger on phones. The live layer runs around
 * it and adds the 'Activar sonido' prompt above the screen, and the tab title count, wake lock and
 * notifications.
 */
export function ShellLayout() {
  return (
    <QueryLayer>
      <LiveProvider source={useLiveSource()}>
        <ShellFrame />
      </LiveProvider>
    </QueryLayer>
  );
}

function ShellFrame() {
  const theme = useMantineTheme();
  const menuId = useId();
  // Read while rendering, not in an effect: a phone's first render already knows it is one, rather
  // than building the whole shell again (synchronously) when the effect finds out.
  const isPhone = useMediaQuery(`(max-width: ${em(getBreakpointValue('sm', theme.breakpoints) - 0.1)})`, undefined, {
    getInitialValueInEffect: false,
  });
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopExpanded, setDesktopExpanded] = useLocalStorage<boolean>({
    key: storageKeys.menuExpanded,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  const menuHidden = isPhone ? !mobileOpened : !desktopExpanded;
  // A hidden menu (a phone's closed drawer, a collapsed one) is drawn the first time it opens and
  // kept then: the first paint does not build the links and the store nobody sees yet.
  const [menuDrawn, setMenuDrawn] = useState(!menuHidden);
  if (!menuHidden && !menuDrawn) setMenuDrawn(true);
  otherStyles.useWhenUsed();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: 264,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened, desktop: !desktopExpanded },
      }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader
          menuId={menuId}
          mobileOpened={mobileOpened}
          onToggleMobile={mobile.toggle}
          desktopExpanded={desktopExpanded}
          onToggleDesktop={() => setDesktopExpanded((expanded) => !expanded)}
        />
      </AppShell.Header>
      <AppShell.Navbar id={menuId} aria-label={messages.nav.mainMenu} inert={menuHidden}>
        {menuDrawn ? (
          <>
            <AppShell.Section p="sm">
              <Text fw={700} size="lg" c="brand.8" mb="xs">
                {messages.app.name}
              </Text>
              <CurrentStore onNavigate={mobile.close} />
            </AppShell.Section>
            <Divider />
            {/* Scrolled natively, not by Mantine's ScrollArea: that one brings floating-ui into the shell's chunk. */}
            <AppShell.Section grow p="xs" className={classes.menuScroll}>
              <SideMenu onNavigate={mobile.close} />
            </AppShell.Section>
          </>
        ) : null}
      </AppShell.Navbar>
      <AppShell.Main>
        <LiveShellEffects />
        <SoundPrompt />
        <Suspense fallback={<ScreenLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
