import { open } from 'node:fs/promises';

/**
 * A printer seen as a device file (/dev/usb/lp0 on Linux): the bytes are appended and the file
 * closed. A missing or busy device rejects, and the ticket stays queued.
 */
export async function sendToDevice(path: string, bytes: Uint8Array): Promise<void> {
  const file = await open(path, 'a');
  try {
    await file.write(bytes);
  } finally {
    await file.close();
  }
}
