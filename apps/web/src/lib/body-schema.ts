/** A contract body schema as zodResolver reads it: what a form holds and what it sends. */
export interface BodySchema<Input, Body> {
  _zod: { input: Input; output: Body };
}
