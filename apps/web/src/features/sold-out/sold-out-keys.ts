/** The board's 'Agotados' lists: a search's articles and toppings (a change refreshes the prefix). */
export const soldOutKeys = {
  all: ['sold-out'] as const,
  articles: (query: string) => ['sold-out', 'articles', query] as const,
  toppings: (query: string) => ['sold-out', 'toppings', query] as const,
};
