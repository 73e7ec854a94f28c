import { configure } from '@testing-library/react';

/*
 * findBy* and waitFor give up after 1 s by default. The web tests share two cores with the server
 * projects' PGlite workers, and a screen that loads its lazy chunk and answers from the fake
 * server in 50 ms alone took over a second there: the wait is for the behaviour, not a speed
 * check, so it gets the room a loaded machine needs.
 */
configure({ asyncUtilTimeout: 5_000 });
