import { z } from 'zod';
import { defineRoute } from './route';

export const Health = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/v1/health',
    tag: 'system',
    summary: 'El servidor y su base de datos responden',
    response: Health,
  }),
};
