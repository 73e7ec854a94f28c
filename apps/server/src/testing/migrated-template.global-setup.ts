import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate } from './migrated-template';

/**
 * vitest globalSetup of the server projects: migrates one database for the whole run (PGlite, or
 * PostgreSQL when TEST_DATABASE_URL is set) and hands it to createTestDatabase; removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const built = serverUrl ? await buildPostgresTemplate(serverUrl) : await buildPgliteTemplate();
  project.provide('migratedTemplate', built.template);
  return () => built.remove();
}
