import { ActionIcon, Alert, Button, CopyButton, Group, Image, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { createPortal } from 'react-dom';
import { useBrowserPrint } from '../../../components/print/use-browser-print';
import { messages } from '../../../lib/messages';
import { errorDetails, toast } from '../../../lib/toast';
import { SettingsSection } from '../shared/settings-section';
import { storePublicLink } from './store-link';
import { qrPngDataUrl, svgDataUrl } from '../../../components/qr/qr-image';
import { StoreQrSheet } from './store-qr-sheet';
import { useQrSvg } from '../../../components/qr/use-qr-svg';

const text = messages.settings.store.share;
const QR_SIZE = 220;

export interface StoreSharePanelProps {
  /** The saved name and slug (not what the form holds before 'Guardar'). */
  name: string;
  slug: string;
  /** This site's origin; the page's by default. */
  origin?: string;
}

/** Saves the QR as a PNG file named after the store. */
async function downloadQr(link: string, slug: string) {
  try {
    const anchor = document.createElement('a');
    anchor.href = await qrPngDataUrl(link);
    anchor.download = `qr-${slug}.png`;
    anchor.click();
  } catch (error) {
    toast.error(errorDetails(error), text.qrFailed);
  }
}

/**
 * 'Compartir' (issue 9): the store's public ordering link with a copy button, and its QR to
 * download or print for the counter and the delivery bags.
 */
export function StoreSharePanel({ name, slug, origin = window.location.origin }: StoreSharePanelProps) {
  const link = storePublicLink(origin, slug);
  const qr = useQrSvg(link);
  const { printing, print } = useBrowserPrint();
  return (
    <SettingsSection title={text.title}>
      <Stack gap="sm">
        <Text size="sm">{text.hint}</Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput label={text.link} value={link} readOnly flex={1} onFocus={(event) => event.currentTarget.select()} />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <ActionIcon
                variant="default"
                size="input-sm"
                aria-label={copied ? text.copied : text.copy}
                title={copied ? text.copied : text.copy}
                onClick={copy}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            )}
          </CopyButton>
          <ActionIcon
            component="a"
            href={link}
            target="_blank"
            rel="noopener"
            variant="default"
            size="input-sm"
            aria-label={text.open}
            title={text.open}
          >
            <IconExternalLink size={16} aria-hidden />
          </ActionIcon>
        </Group>
        {qr.status === 'loading' && <Loader size="sm" role="status" aria-label={text.qrLoading} />}
        {qr.status === 'failed' && (
          <Alert color="red" variant="light">
            {text.qrFailed}
          </Alert>
        )}
        {qr.status === 'ready' && (
          <>
            <Image src={svgDataUrl(qr.svg)} alt={text.qrAlt(name)} w={QR_SIZE} h={QR_SIZE} fit="contain" />
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => void downloadQr(link, slug)}
              >
                {text.download}
              </Button>
              <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={print}>
                {text.print}
              </Button>
            </Group>
            {printing ? createPortal(<StoreQrSheet name={name} link={link} svg={qr.svg} />, document.body) : null}
          </>
        )}
      </Stack>
    </SettingsSection>
  );
}
