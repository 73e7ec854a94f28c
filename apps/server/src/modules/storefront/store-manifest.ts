import type { StorefrontStoreRow } from './storefront-store.repository';

/** The web app manifest of a store's ordering page (W3C Web App Manifest). */
export interface StoreManifest {
  name: string;
  short_name: string;
  lang: 'es';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type?: string; purpose?: string }[];
}

/** Comanda's own icon, for a store without an icon or logo. */
export const DEFAULT_STORE_ICON = '/favicon.svg';
/** The ordering page's colours: its theme-color meta and a plain background for the splash. */
const THEME_COLOR = '#c2410c';
const BACKGROUND_COLOR = '#ffffff';
/** Browsers cut a longer short_name on the home screen. */
const SHORT_NAME_MAX = 12;

const imageTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

function iconOf(src: string): StoreManifest['icons'][number] {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase();
  const type = extension ? imageTypes[extension] : undefined;
  // Uploaded images come in any size: 'any' lets the browser scale the one it has.
  return type ? { src, sizes: 'any', type } : { src, sizes: 'any' };
}

function shortName(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  const firstWord = name.split(/\s+/)[0] ?? name;
  return firstWord.length <= SHORT_NAME_MAX ? firstWord : name.slice(0, SHORT_NAME_MAX);
}

/**
 * The manifest of /tienda/{slug}: the store's name, its icon then its logo (Comanda's icon when
 * it has neither), installed to open on its own ordering page. Start and scope are the menu's
 * address itself, without a trailing slash, so the menu, its checkout and follow-up are all in scope.
 */
export function storeManifest(store: Pick<StorefrontStoreRow, 'name' | 'slug' | 'icon_url' | 'logo_url'>): StoreManifest {
  const base = `/tienda/${encodeURIComponent(store.slug)}`;
  const images = [store.icon_url, store.logo_url].filter((url): url is string => Boolean(url));
  const icons = [...new Set(images)].map(iconOf);
  return {
    name: store.name,
    short_name: shortName(store.name),
    lang: 'es',
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: icons.length > 0 ? icons : [{ src: DEFAULT_STORE_ICON, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
