import { defineRoute } from './route';

// To be written: schemas and calls of this part of the contract.
export const orderRoutes = {} satisfies Record<string, ReturnType<typeof defineRoute>>;
