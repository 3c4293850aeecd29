export * from './accrual.ts';
export * from './claim.ts';
export * from './history.ts';
export * from './messages.ts';
export * from './partner-user.ts';
export * from './program.ts';
export * from './redemption.ts';
export * from './settlement.ts';
