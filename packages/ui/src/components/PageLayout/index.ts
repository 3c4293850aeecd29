export { PAGE_CONTENT_ID, PageLayout, type PageLayoutProps, pageLayoutMessages } from './PageLayout.tsx';
