/**
 * The texts of what the first page can show (the login, the loader, the crash page) and the route
 * titles: the part of `messages` the login downloads. Every other text is in messages.ts, which
 * includes these; screens use `messages`.
 */
export const baseMessages = {
  app: {
    name: 'Comanda',
    loading: 'Cargando ...',
  },
  orderTabs: {
    items: 'Items',
    client: 'Cliente',
    preparation: 'Preparación',
    delivery: 'Entrega',
    payment: 'Pago',
    coupon: 'Cupon',
    history: 'Historial',
  },
  screens: {
    home: 'Inicio',
    orders: 'Ordenes',
    order: 'Orden',
    newOrder: 'Nueva orden',
    board: 'Tablero',
    deliveries: 'Mis entregas',
    sections: 'Secciones',
    section: 'Seccion',
    articles: 'Articulos',
    article: 'Articulo',
    toppings: 'Toppings',
    topping: 'Topping',
    coupons: 'Cupones',
    coupon: 'Cupon',
    stock: 'Stock',
    stockItem: 'Item de stock',
    storeProfile: 'Tienda',
    schedule: 'Horarios',
    delivery: 'Entrega',
    payments: 'Pagos',
    preparation: 'Preparacion',
    notifications: 'Notificaciones',
    team: 'Equipo',
    turns: 'Turnos',
    turn: 'Turno',
    reports: 'Reportes',
  },
  login: {
    title: 'Ingresar a Comanda',
    subtitle: 'Administracion de la tienda',
    email: 'Email',
    password: 'Contraseña',
    submit: 'Ingresar',
    invalidCredentials: 'Usuario o Contraseña invalidos',
    // Must not contain the field's label, so "Contraseña" finds only the input.
    showPassword: 'Mostrar u ocultar lo escrito',
  },
  crash: {
    title: 'Algo salio mal',
    description: 'Ocurrio un error inesperado. Recarga la pagina para seguir trabajando.',
    reload: 'Recargar',
  },
  toast: {
    saving: 'Guardando ...',
    saved: 'Completado',
    error: (details: string) => `Error ${details}`,
    close: 'Cerrar aviso',
  },
  form: {
    required: 'Campo requerido',
    invalid: 'Valor invalido',
    invalidFormat: 'Formato invalido',
    tooShort: (minimum: string) => `Debe tener al menos ${minimum} caracteres`,
    tooLong: (maximum: string) => `Debe tener como maximo ${maximum} caracteres`,
    min: (minimum: string) => `Debe ser mayor o igual a ${minimum}`,
    max: (maximum: string) => `Debe ser menor o igual a ${maximum}`,
  },
};
