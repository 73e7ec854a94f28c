import { lazy } from 'react';

/*
 * The pages after the menu load on demand: a customer looking at the menu downloads neither the
 * checkout (with libphonenumber-js) nor the follow-up.
 */
export const CheckoutPage = lazy(() =>
  import('./checkout/checkout-page').then((module) => ({ default: module.CheckoutPage })),
);

export const FollowUpPage = lazy(() =>
  import('./follow-up/follow-up-page').then((module) => ({ default: module.FollowUpPage })),
);
