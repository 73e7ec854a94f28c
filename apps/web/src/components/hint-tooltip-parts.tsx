import type { TooltipProps } from '@mantine/core';
import { Tooltip } from '@mantine/core';

/** The lazy chunk of hint-tooltip.tsx: Mantine's Tooltip and, with it, floating-ui. */
export function renderTooltip(props: TooltipProps) {
  return <Tooltip {...props} />;
}
