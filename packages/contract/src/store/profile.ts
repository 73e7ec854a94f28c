import { defineRoute } from '../route';

// To be written: schemas and calls of this part of the contract.
export const storeProfileRoutes = {} satisfies Record<string, ReturnType<typeof defineRoute>>;
