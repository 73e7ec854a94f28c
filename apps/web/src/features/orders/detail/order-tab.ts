/** The tabs of the order detail, one route each (SPEC.md section 2, plus Historial). */
export type OrderTab = 'items' | 'client' | 'preparation' | 'delivery' | 'payment' | 'coupon' | 'history';
