import { authRoutes } from '@comanda/contract/auth';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/api-context';
import { useAuth } from '../../auth/use-auth';
import { messages } from '../../lib/messages';
import { errorDetails, toast } from '../../lib/toast';
import { AccountSection } from './account-section';

const text = messages.account;

/** 'Cerrar sesión en todos los dispositivos', after a confirm; this device ends at the login too. */
export function SignOutEverywhere() {
  const api = useApi();
  const auth = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);

  const signOutEverywhere = async () => {
    setWorking(true);
    try {
      await api.call(authRoutes.signOutEverywhere);
    } catch (error) {
      setWorking(false);
      toast.error(text.signOutFailed(errorDetails(error)));
      return;
    }
    // The session is already ended on the server: this only forgets it here.
    await auth.signOut();
    await navigate('/login', { replace: true });
  };

  return (
    <AccountSection title={text.sessionsTitle} hint={text.sessionsHint}>
      <Group>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout2 size={18} stroke={1.6} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          {text.signOutEverywhere}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={text.confirmTitle}>
        <Stack>
          <Text size="sm">{text.confirmText}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={working}>
              {text.cancel}
            </Button>
            <Button color="red.9" loading={working} onClick={() => void signOutEverywhere()} data-autofocus>
              {text.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </AccountSection>
  );
}
