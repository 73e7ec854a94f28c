import type { PrinterConfig } from '../config/config-schema';
import { sendToDevice } from './send-device';
import { sendToNetwork } from './send-network';

export type SendBytes = (printer: PrinterConfig, bytes: Uint8Array) => Promise<void>;

export const sendToPrinter: SendBytes = (printer, bytes) =>
  printer.network !== undefined ? sendToNetwork(printer.network, bytes) : sendToDevice(printer.device!, bytes);
