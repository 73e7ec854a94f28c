import { useCallback, useRef } from 'react';

/**
 * A ref for an element that is rebuilt once a lazy wrapper (a tooltip, a popover) has loaded around
 * it: when the old element held the focus as it was removed, the new one takes it, so someone on
 * the keyboard stays where they were. `node` is the element shown now.
 */
export function useFocusAcrossSwap<T extends HTMLElement>() {
  const node = useRef<T | null>(null);
  const hadFocus = useRef(false);
  const ref = useCallback((element: T | null) => {
    if (element === null) {
      // Called before the old element leaves the page, while it may still hold the focus.
      hadFocus.current = node.current !== null && document.activeElement === node.current;
      node.current = null;
      return;
    }
    node.current = element;
    if (hadFocus.current) {
      hadFocus.current = false;
      element.focus({ preventScroll: true });
    }
  }, []);
  return { ref, node };
}
