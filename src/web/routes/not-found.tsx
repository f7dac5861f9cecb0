// The 404 screen lives in components/layout so the route error screen can show it too.
export { default } from '~/web/components/layout/not-found-page';
