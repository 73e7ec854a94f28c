/** Where the simulator's choices come from: seeded in tests (repeatable), Math.random otherwise. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
}

/** mulberry32: a tiny, well-known 32-bit generator; good enough to vary fake orders. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

export const mathRandom: Random = { next: () => Math.random() };

/** An integer in [min, max], both included. */
export const intBetween = (random: Random, min: number, max: number): number =>
  min + Math.floor(random.next() * (max - min + 1));

export const chance = (random: Random, probability: number): boolean => random.next() < probability;

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random.next() * items.length)];
  if (item === undefined) throw new Error('pick: lista vacia');
  return item;
}

/** One of the items, each as likely as its weight. */
export function pickWeighted<T>(random: Random, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  const last = items[items.length - 1];
  if (!last) throw new Error('pickWeighted: lista vacia');
  return last[0];
}

/** `count` different items (fewer when the list is shorter), in random order. */
export function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    const [item] = pool.splice(Math.floor(random.next() * pool.length), 1);
    if (item !== undefined) chosen.push(item);
  }
  return chosen;
}
