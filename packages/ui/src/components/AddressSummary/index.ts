export { AddressSummary, type AddressSummaryProps, addressSummaryTexts } from './AddressSummary.tsx';
