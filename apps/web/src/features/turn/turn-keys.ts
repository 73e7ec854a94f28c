/** Query key of the store's turn (the open one, or the last closed one). */
export const turnKey = ['turn'] as const;
