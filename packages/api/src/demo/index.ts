/** The demo data: one company, its branches, menus, riders and orders, seeded by the server and answered by the MSW handlers. */
export * from './data.ts';
export * from './logistics.ts';
export * from './menus.ts';
export * from './money.ts';
export * from './views.ts';
