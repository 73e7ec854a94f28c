/** True when no two items share an id (lists edited in forms must not repeat a row). */
export const hasUniqueIds = (items: ReadonlyArray<{ id: string }>): boolean =>
  new Set(items.map((item) => item.id)).size === items.length;
