/* The units orders move through stock-moves.service.ts. */

/** Sold units per article and per option. */
export interface SoldUnits {
  articleUnits: ReadonlyMap<string, number>;
  optionUnits: ReadonlyMap<string, number>;
}

/** Units per stock item id. */
export type StockUnits = ReadonlyMap<string, number>;
