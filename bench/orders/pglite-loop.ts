import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { figuresOf, type LoadFigures } from './load';
import { sqlDir, type SqlVariables } from './pgbench';

/** A statement of a pgbench script with its `:name` variables as $n parameters. */
interface Step {
  sql: string;
  names: string[];
}

/** `\set name random(lo, hi)`, the one meta-command the scripts use. */
interface RandomSet {
  name: string;
  lo: string;
  hi: string;
}

/** Reads a pgbench script: `\set ... random()` lines and `;`-terminated statements, comments dropped. */
async function readScript(file: string): Promise<{ sets: RandomSet[]; steps: Step[] }> {
  const text = await fs.readFile(path.join(sqlDir, file), 'utf8');
  const sets: RandomSet[] = [];
  const steps: Step[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    const set = /^\\set\s+(\w+)\s+random\(\s*(:?\w+)\s*,\s*(:?\w+)\s*\)\s*$/.exec(line.trim());
    if (set) {
      sets.push({ name: set[1] ?? '', lo: set[2] ?? '', hi: set[3] ?? '' });
      continue;
    }
    if (line.trim().startsWith('--') || line.trim() === '') continue;
    if (line.includes('\\gset')) throw new Error(`${file}: \\gset is pgbench's alone, the PGlite loop cannot run it`);
    current += `${line}\n`;
    if (line.trimEnd().endsWith(';')) {
      const names: string[] = [];
      const sql = current.replace(/(?<!:):([a-z_]+)/g, (_match, name: string) => {
        if (!names.includes(name)) names.push(name);
        return `$${names.indexOf(name) + 1}`;
      });
      steps.push({ sql, names });
      current = '';
    }
  }
  return { sets, steps };
}

const valueOf = (token: string, variables: SqlVariables): number =>
  Number(token.startsWith(':') ? variables[token.slice(1)] : token);

/**
 * The limit on PGlite: the same script pgbench runs, in a loop on an in-process PGlite (one
 * connection is all PGlite has) for `seconds`.
 */
export async function pgliteLoop(pglite: PGlite, file: string, variables: SqlVariables, seconds: number): Promise<LoadFigures> {
  const { sets, steps } = await readScript(file);
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const values: SqlVariables = { ...variables };
    for (const set of sets) {
      const lo = valueOf(set.lo, values);
      const hi = valueOf(set.hi, values);
      values[set.name] = lo + Math.floor(Math.random() * (hi - lo + 1));
    }
    const started = performance.now();
    try {
      for (const step of steps) await pglite.query(step.sql, step.names.map((name) => values[name]));
      latencies.push(performance.now() - started);
    } catch (error) {
      await pglite.query('rollback').catch(() => undefined);
      const key = error instanceof Error ? error.message.slice(0, 60) : 'error';
      failures[key] = (failures[key] ?? 0) + 1;
    }
  }
  return figuresOf(latencies, 1, seconds, failures);
}
