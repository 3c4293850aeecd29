export { RiderPage, type RiderPageErrors, type RiderPageProps } from './RiderPage.tsx';
