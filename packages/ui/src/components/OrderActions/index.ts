export { OrderActions, type OrderActionsProps, orderActionLabels } from './OrderActions.tsx';
