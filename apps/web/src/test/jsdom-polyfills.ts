/** What Mantine needs from a browser that jsdom lacks (component tests only). */
export function installJsdomPolyfills(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
  if (!('ResizeObserver' in window)) {
    class NoResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.assign(window, { ResizeObserver: NoResizeObserver });
  }
  if (!('fonts' in document)) {
    // Autosized textareas re-measure when fonts load.
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = () => undefined;
  }
}
