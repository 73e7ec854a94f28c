import { onUseModule } from '../lib/on-use-module';

/**
 * The rest of Mantine's sheet (other-styles.ts). Every screen but the orders list waits for it,
 * started before the screen's own chunk so the screen's CSS modules come after it in the page and
 * still win over Mantine's rules; the shell starts it at the person's first pointer or key.
 */
export const otherStyles = onUseModule(() => import('./other-styles'));
