export * from './code-lockout.ts';
export * from './flow.ts';
export * from './messages.ts';
export * from './session.ts';
export * from './slider.ts';
