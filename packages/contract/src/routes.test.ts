import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allRoutes, routeGroups } from './routes';

describe('allRoutes', () => {
  it('gives every call a unique method and path', () => {
    const keys = allRoutes.map((route) => `${route.method} ${route.path}`);
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
  });

  it('gives every call a response schema, a tag and a summary', () => {
    for (const route of allRoutes) {
      expect(route.response, route.path).toBeInstanceOf(z.ZodType);
      expect(route.tag, route.path).not.toBe('');
      expect(route.summary, route.path).not.toBe('');
    }
  });

  it('declares a params schema exactly when the path has placeholders', () => {
    for (const route of allRoutes) {
      const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]);
      if (names.length === 0) {
        expect(route.params, route.path).toBeUndefined();
        continue;
      }
      expect(route.params, route.path).toBeInstanceOf(z.ZodObject);
      const shape = (route.params as z.ZodObject).shape;
      expect(Object.keys(shape).sort(), route.path).toEqual([...names].sort());
    }
  });

  it('sends bodies only with PUT and POST, and never a body schema with a multipart upload', () => {
    for (const route of allRoutes) {
      if (route.body) expect(['PUT', 'POST'], route.path).toContain(route.method);
      if (route.multipart) expect(route.body, route.path).toBeUndefined();
    }
  });

  it('can be written as JSON Schema (OpenAPI), with answers free of one-way transforms', () => {
    // The server encodes answers through their schemas, so a transform there would fail.
    for (const route of allRoutes) {
      expect(() => z.toJSONSchema(route.response, { io: 'output' }), route.path).not.toThrow();
      for (const part of [route.params, route.query, route.body]) {
        if (part) expect(() => z.toJSONSchema(part, { io: 'input' }), route.path).not.toThrow();
      }
    }
  });

  it('has a group for every file of the contract', () => {
    for (const [name, group] of Object.entries(routeGroups)) {
      expect(Object.keys(group).length, name).toBeGreaterThan(0);
    }
  });
});
