import { cleanNotifications } from '@mantine/notifications';
import { configure } from '@testing-library/react';

/*
 * findBy* and waitFor give up after 1 s by default. The web tests share two cores with the server
 * projects' PGlite workers, and a screen that loads its lazy chunk and answers from the fake
 * server in 50 ms alone took over a second there: the wait is for the behaviour, not a speed
 * check, so it gets the room a loaded machine needs.
 */
configure({ asyncUtilTimeout: 5_000 });

/*
 * The web project runs its files one after another in a shared jsdom (isolate: false): each file
 * starts from an empty page at '/', empty storage and no toast left by the file before (Mantine
 * keeps them in a module-level store), as it would in a fresh window.
 */
cleanNotifications();
if (typeof document !== 'undefined') {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
}
