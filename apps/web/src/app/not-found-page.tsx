import { Center } from '@mantine/core';
import { NotFoundMessage } from './not-found-message';

export function NotFoundPage() {
  return (
    <Center component="main" mih="100dvh" p="md">
      <NotFoundMessage />
    </Center>
  );
}
