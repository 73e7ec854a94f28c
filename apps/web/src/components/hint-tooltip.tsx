import type { TooltipProps } from '@mantine/core';
import type { ReactElement, Ref } from 'react';
import { cloneElement } from 'react';
import { onUseModule } from '../lib/on-use-module';
import { useFocusAcrossSwap } from '../lib/use-focus-across-swap';

const tooltip = onUseModule(() => import('./hint-tooltip-parts').then((parts) => parts.renderTooltip));

/**
 * Mantine's Tooltip for the shell's header and menu. It and its positioning library (floating-ui)
 * load when the person first points, touches or types on the page, not with the first screen;
 * until then the button is shown as it is, named by its aria-label.
 */
export function HintTooltip(props: TooltipProps) {
  const renderTooltip = tooltip.useWhenUsed();
  const { ref } = useFocusAcrossSwap<HTMLElement>();
  const children = cloneElement(props.children as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref });
  return renderTooltip ? renderTooltip({ ...props, children }) : children;
}
