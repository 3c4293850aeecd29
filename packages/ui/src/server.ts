/** What the apps' server builds (src/first-screen.tsx) use; never in a browser bundle. */
export { renderFirstScreenHtml } from './loading/render-first-screen.tsx';
