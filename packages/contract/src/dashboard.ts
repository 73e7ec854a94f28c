import { defineRoute } from './route';

// To be written: schemas and calls of this part of the contract.
export const dashboardRoutes = {} satisfies Record<string, ReturnType<typeof defineRoute>>;
