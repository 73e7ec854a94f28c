import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { healthRoutes } from '@comanda/contract/health';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow } from '../../http/guard';

export function registerHealthRoutes(app: FastifyInstance, { database }: AppDeps): void {
  registerContractRoute(app, healthRoutes.health, {
    access: allow.public,
    handler: async () => {
      await sql`select 1`.execute(database.db);
      return { status: 'ok', database: 'ok' } as const;
    },
  });
}
