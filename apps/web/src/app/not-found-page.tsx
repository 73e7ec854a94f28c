// Mantine's full sheet: the first page loads only the part it uses (app/first-page-styles.ts).
import '@mantine/core/styles.css';
import { Center } from '@mantine/core';
import { NotFoundMessage } from './not-found-message';

export function NotFoundPage() {
  return (
    <Center component="main" mih="100dvh" p="md">
      <NotFoundMessage />
    </Center>
  );
}
