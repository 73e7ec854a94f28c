import type { StoreStatusPopoverProps } from './store-status-popover';
import { StoreStatusPopover } from './store-status-popover';

/** The lazy chunk of the header's badge: the popover, its panel and floating-ui. */
export function renderStoreStatusPopover(props: StoreStatusPopoverProps) {
  return <StoreStatusPopover {...props} />;
}
