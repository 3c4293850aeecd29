/** Account drawer texts: diner §2 gives the entries; the title and greeting are decisions. */
export const accountDrawerMessages = {
  /** Decision: the drawer's title and its trigger's name. */
  title: 'Mi cuenta',
  /** Decision: 'greeting with name' (diner §2). */
  greeting: (name: string) => `Hola, ${name}`,
  signIn: 'Iniciar sesión',
  myOrders: 'Mis pedidos',
  myBenefit: 'Mi beneficio',
  signOut: 'Cerrar sesión',
  close: 'Cerrar',
} as const;
