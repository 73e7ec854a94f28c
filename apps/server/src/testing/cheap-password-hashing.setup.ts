import { usePasswordHashCostForTests } from '../modules/auth/passwords';

// vitest setupFiles of the server project. Tests check what is stored and compared, not how long a
// hash takes; at the production cost (passwords.test.ts keeps it) sign-ins were a large part of a run.
usePasswordHashCostForTests({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
