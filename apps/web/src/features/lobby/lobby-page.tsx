// Mantine's full sheet: the first page loads only the part it uses (app/first-page-styles.ts).
import '@mantine/core/styles.css';
import type { Power } from '@comanda/contract/auth';
import { Alert, Button, Center, Container, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApi } from '../../api/api-context';
import { powersQuery } from '../../auth/powers-query';
import { useAuth } from '../../auth/use-auth';
import { PageTitle } from '../../components/page-title';
import { messages } from '../../lib/messages';
import { errorDetails, toast } from '../../lib/toast';
import { NewStoreButton, canCreateStore } from './new-store-button';
import { PowerCard } from './power-card';

const text = messages.lobby;

/** 'Mis Tiendas': the user's stores; choosing one requests its access (SPEC.md section 2). */
export function LobbyPage() {
  const api = useApi();
  const auth = useAuth();
  const navigate = useNavigate();
  const powers = useQuery(powersQuery(api));
  const [choosing, setChoosing] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  const choose = async (power: Power) => {
    setChoosing(power.id);
    try {
      await auth.choosePower(power.id);
      await navigate('/', { replace: true });
    } catch (error) {
      toast.error(errorDetails(error));
    } finally {
      setChoosing(null);
    }
  };

  const signOut = async () => {
    setSigningOut(true);
    await auth.signOut();
    await navigate('/login', { replace: true });
  };

  return (
    <Container component="main" size="md" py="xl">
      <Group justify="space-between" align="flex-start" mb="xs">
        <div>
          <PageTitle>{text.title}</PageTitle>
        </div>
        <Group gap="xs">
          <Button
            component={Link}
            to="/account"
            state={{ from: '/lobby' }}
            variant="default"
            leftSection={<IconUserCircle size={18} stroke={1.6} aria-hidden />}
          >
            {messages.account.lobbyLink}
          </Button>
          <Button
            variant="default"
            leftSection={<IconLogout size={18} stroke={1.6} aria-hidden />}
            loading={signingOut}
            onClick={() => void signOut()}
          >
            {text.signOut}
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" align="center" gap="sm" mb="lg">
        <Text c="dimmed">{text.subtitle}</Text>
        {powers.data && canCreateStore(powers.data.data) && <NewStoreButton />}
      </Group>

      {powers.isPending && (
        <Center py="xl">
          <Loader aria-label={messages.app.loading} />
        </Center>
      )}
      {powers.isError && (
        <Alert color="red" variant="light">
          {errorDetails(powers.error)}
        </Alert>
      )}
      {powers.data?.data.length === 0 && <Text>{text.empty}</Text>}
      {powers.data && powers.data.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {powers.data.data.map((power) => (
            <PowerCard
              key={power.id}
              power={power}
              choosing={choosing === power.id}
              disabled={choosing !== null}
              onChoose={(chosen) => void choose(chosen)}
            />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
