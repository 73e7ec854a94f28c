import type { StockRefType } from '@comanda/contract/catalogue/stock';
import type { ReactNode } from 'react';
import type { PickerOption } from '../../../components/search-picker';
import { messages } from '../../../lib/messages';
import { ArticlePicker } from '../pickers/article-picker';
import { ToppingOptionPicker } from '../pickers/topping-option-picker';

export interface StockRefIdPickerProps {
  type: StockRefType;
  id: string;
  /** How the chosen id reads, when known. */
  selected: PickerOption | null;
  onChange: (id: string) => void;
  error?: ReactNode;
}

/** The id of a reference, chosen with the picker of its type (articles, or options of toppings). */
export function StockRefIdPicker({ type, id, selected, onChange, error }: StockRefIdPickerProps) {
  const props = {
    value: id || null,
    selected,
    onChange: (value: string | null) => onChange(value ?? ''),
    error,
  };
  return type === 'article' ? (
    <ArticlePicker label={messages.catalogue.stock.article} {...props} />
  ) : (
    <ToppingOptionPicker label={messages.catalogue.stock.toppingOption} {...props} />
  );
}
