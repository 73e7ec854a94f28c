import type { OneTimeLink } from '@comanda/contract/team';
import { Alert, Button, CopyButton, Group, Image, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy } from '@tabler/icons-react';
import { svgDataUrl } from '../../components/qr/qr-image';
import { useQrSvg } from '../../components/qr/use-qr-svg';
import { formatDateTimeIn } from '../../lib/format';
import { messages } from '../../lib/messages';
import { useStoreTimeZone } from '../../lib/store-info';
import { whatsappShareUrl } from './share-text';

const text = messages.team.link;
const QR_SIZE = 200;

export interface OneTimeLinkPanelProps {
  link: OneTimeLink;
  /** The WhatsApp message, the link included. */
  shareText: string;
  /** The person's phone, to open their chat directly. */
  phone?: string | null;
}

/**
 * A one-time link, shown once: to copy, scan as a QR or send by WhatsApp (many stores have no
 * email set up). Says whether it was also emailed.
 */
export function OneTimeLinkPanel({ link, shareText, phone }: OneTimeLinkPanelProps) {
  const timeZone = useStoreTimeZone();
  const qr = useQrSvg(link.url);
  return (
    <Stack gap="sm">
      <Alert color={link.emailed ? 'teal' : 'blue'} variant="light">
        {link.emailed ? text.emailed : text.share} {text.expires(formatDateTimeIn(link.expires_at, timeZone))}
      </Alert>
      <TextInput label={text.label} value={link.url} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Group gap="sm">
        <CopyButton value={link.url}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? text.copied : text.copy}
            </Button>
          )}
        </CopyButton>
        <Button
          component="a"
          href={whatsappShareUrl(shareText, phone)}
          target="_blank"
          rel="noopener noreferrer"
          color="green.9"
          leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
        >
          {text.whatsapp}
        </Button>
      </Group>
      {qr.status === 'loading' && <Loader size="sm" role="status" aria-label={text.qrLoading} />}
      {qr.status === 'failed' && <Text c="red.8">{text.qrFailed}</Text>}
      {qr.status === 'ready' && (
        <Image src={svgDataUrl(qr.svg)} alt={text.qrAlt} w={QR_SIZE} h={QR_SIZE} fit="contain" />
      )}
    </Stack>
  );
}
