import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * vitest starts the files it has no timings for largest first, which is every file on a fresh
 * clone (CI): a short file with the longest test (the API fuzz, the admin's phone sweep) then
 * starts last and runs alone while the other core idles. The files named here start first, in
 * this order; the rest keep vitest's order.
 */
export function slowFilesFirst(slowFiles: readonly string[]): typeof BaseSequencer {
  return class SlowFilesFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const rank = (spec: TestSpecification) => {
        const index = slowFiles.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
        return index === -1 ? slowFiles.length : index;
      };
      return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    }
  };
}
